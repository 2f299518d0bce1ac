import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { errorOf, newCustomerNumber, newSandboxTpp, type SandboxTpp } from '@/tests/integration/support/sandbox-tpp';
import { badRequest } from '@/tests/integration/support/sandbox-refusals';

// /v1/sandbox/agreements and their engagements: spec "Sandbox engagement" and its rules 1-4.

afterAll(async () => {
  await db.$disconnect();
});

type World = {
  tpp: SandboxTpp;
  company: SandboxCustomerView;
  person: SandboxCustomerView;
  companyAccount: SandboxAccountView;
  personAccount: SandboxAccountView;
  agreement: SandboxAgreementView;
};

async function createWorld(): Promise<World> {
  const tpp = newSandboxTpp();
  const customer = async (customerType: string, customerName: string) =>
    (await tpp.post('/v1/sandbox/customers', { customerNumber: newCustomerNumber(), customerType, customerName }))
      .body as SandboxCustomerView;
  const account = async (owner: SandboxCustomerView) =>
    (await tpp.post('/v1/sandbox/accounts', { customerNumber: owner.customerNumber, currency: 'NOK' }))
      .body as SandboxAccountView;
  const [company, person] = [await customer('CORPORATE', 'Havbris AS'), await customer('PRIVATE', 'Lars Olsen')];
  const [companyAccount, personAccount] = [await account(company), await account(person)];
  const agreement = (
    await tpp.post('/v1/sandbox/agreements', { owner: company.customerNumber, name: 'Havbris AS – nettbank' })
  ).body as SandboxAgreementView;
  return { tpp, company, person, companyAccount, personAccount, agreement };
}

describe('POST and GET /v1/sandbox/agreements', () => {
  it("creates a corporate customer's agreement (201), readable by GET", async () => {
    const { tpp, company, agreement } = await createWorld();
    expect(agreement).toEqual({
      agreementId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      owner: company.customerNumber,
      name: 'Havbris AS – nettbank',
      engagements: [],
      _links: {
        self: { href: `/v1/sandbox/agreements/${agreement.agreementId}`, verbs: ['GET'] },
        engagements: { href: `/v1/sandbox/agreements/${agreement.agreementId}/engagements`, verbs: ['POST'] },
      },
    });
    expect((await tpp.get(agreement._links.self.href)).body).toEqual(agreement);
    const unnamed = (await tpp.post('/v1/sandbox/agreements', { owner: company.customerNumber }))
      .body as SandboxAgreementView;
    expect(unnamed.name).toBe('Havbris AS');
  });

  it.each([
    ['an owner that is a private customer (rule 4)', 'PERSON', 'owner'],
    ['an owner the sandbox does not have', '01010112345', 'owner'],
    ['an owner that is no national identity number', '123', 'owner'],
  ])('refuses %s: 400 FORMAT_ERROR', async (_case, owner, path) => {
    const world = await createWorld();
    const body = { owner: owner === 'PERSON' ? world.person.customerNumber : owner };
    expect(errorOf(await world.tpp.post('/v1/sandbox/agreements', body))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path,
    });
  });

  it('refuses a name of 71 characters and unknown fields', async () => {
    const world = await createWorld();
    expect(
      errorOf(
        await world.tpp.post('/v1/sandbox/agreements', { owner: world.company.customerNumber, name: 'A'.repeat(71) }),
      ),
    ).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'name' });
    expect(
      errorOf(await world.tpp.post('/v1/sandbox/agreements', { owner: world.company.customerNumber, name: '    ' })),
    ).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'name' });
    expect(
      errorOf(await world.tpp.post('/v1/sandbox/agreements', { owner: world.company.customerNumber, engagements: [] })),
    ).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'engagements' });
    expect(errorOf(await world.tpp.get('/v1/sandbox/agreements/AAAAAAAAAAAAAAAAAAAAAA'))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });
});

describe('POST /v1/sandbox/agreements/{mockAgreementId}/engagements', () => {
  it('grants a PSU an account of the corporation (201, the request shape), shown in the agreement and to the PSU', async () => {
    const { tpp, person, companyAccount, agreement } = await createWorld();
    const engagement = {
      customer: person.customerNumber,
      account: { iban: companyAccount.iban },
      roles: ['VIEW', 'REGISTER', 'APPROVE'],
      registerLimit: 10_000_000,
      approvalLimit: 2_500_000,
    };
    const created = await tpp.post(agreement._links.engagements.href, engagement);
    expect(created.status).toBe(201);
    expect(created.body).toEqual(engagement);
    expect(((await tpp.get(agreement._links.self.href)).body as SandboxAgreementView).engagements).toEqual([
      engagement,
    ]);
    const psu = (await tpp.get(`${person._links.self.href}?withAgreements=true`)).body as SandboxCustomerView;
    expect(psu.agreements?.map((candidate) => candidate.agreementId)).toEqual([
      expect.any(String),
      agreement.agreementId,
    ]);
  });

  it('grants a corporate card account by maskedPan, with limits absent as null', async () => {
    const { tpp, company, person, agreement } = await createWorld();
    await tpp.post('/v1/sandbox/card-accounts', {
      customerNumber: company.customerNumber,
      maskedPan: '552233******4455',
      currency: 'NOK',
    });
    const created = await tpp.post(agreement._links.engagements.href, {
      customer: person.customerNumber,
      account: { maskedPan: '552233******4455' },
      roles: ['REGISTER', 'VIEW'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      customer: person.customerNumber,
      account: { maskedPan: '552233******4455' },
      roles: ['VIEW', 'REGISTER'],
      registerLimit: null,
      approvalLimit: null,
    });
  });

  it('creates an engagement without REGISTER and VIEW, which rule 1 leaves out of consent but not out of payment approval', async () => {
    const { tpp, person, companyAccount, agreement } = await createWorld();
    const approver = {
      customer: person.customerNumber,
      account: { iban: companyAccount.iban },
      roles: ['APPROVE'],
      registerLimit: null,
      approvalLimit: 5_000_000,
    };
    const created = await tpp.post(agreement._links.engagements.href, approver);
    expect([created.status, created.body]).toEqual([201, approver]);
    const tppId = (await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } }))
      .id;
    const customerId = (await db.customer.findFirstOrThrow({ where: { tppId, customerNumber: person.customerNumber } }))
      .id;
    const companies = async (kind: 'CONSENT' | 'PAYMENT') =>
      (await listCorporateAgreements({ tppId, customerId, kind })).map((company) => company.agreementId);
    expect(await companies('CONSENT')).toEqual([]);
    expect(await companies('PAYMENT')).toEqual([agreement.agreementId]);
  });

  type Case = [string, (world: World) => Record<string, unknown>, string | undefined];
  const cases: Case[] = [
    ['an empty roles array', () => ({ roles: [] }), 'roles'],
    ['a role outside the enum', () => ({ roles: ['VIEW', 'REGISTER', 'ADMIN'] }), 'roles[2]'],
    ['a role given twice', () => ({ roles: ['VIEW', 'REGISTER', 'VIEW'] }), 'roles[2]'],
    [
      'an account owned by the PSU itself (rule 3)',
      (world) => ({ account: { iban: world.personAccount.iban } }),
      'account.iban',
    ],
    ['an account of another corporation (rule 3)', () => ({ account: { iban: 'OTHER' } }), 'account.iban'],
    ['an account the sandbox does not have', () => ({ account: { iban: 'NO9386011117947' } }), 'account.iban'],
    ['an account with an invalid IBAN', () => ({ account: { iban: 'NO9386011117948' } }), 'account.iban'],
    [
      'an account with both iban and maskedPan',
      (world) => ({ account: { iban: world.companyAccount.iban, maskedPan: '552233******4455' } }),
      'account.iban',
    ],
    ['an account with neither', () => ({ account: {} }), 'account.iban'],
    ['an account given by bban', (world) => ({ account: { bban: world.companyAccount.bban } }), 'account.bban'],
    [
      'a card account the owner does not have',
      () => ({ account: { maskedPan: '552233******9999' } }),
      'account.maskedPan',
    ],
    ['a customer that is a corporation (rule 2)', (world) => ({ customer: world.company.customerNumber }), 'customer'],
    ['a customer the sandbox does not have', () => ({ customer: '01010112345' }), 'customer'],
    ['a negative registerLimit', () => ({ registerLimit: -1 }), 'registerLimit'],
    ['an approvalLimit with decimals', () => ({ approvalLimit: 100.5 }), 'approvalLimit'],
    ['an approvalLimit beyond int32', () => ({ approvalLimit: 2_147_483_648 }), 'approvalLimit'],
    ['an unknown field', () => ({ validUntil: '2030-01-01' }), 'validUntil'],
  ];
  it.each(cases)('refuses %s: 400 FORMAT_ERROR naming the field', async (_case, fields, path) => {
    const world = await createWorld();
    let extra = fields(world);
    if ((extra.account as { iban?: string } | undefined)?.iban === 'OTHER') {
      const other = (
        await world.tpp.post('/v1/sandbox/customers', {
          customerNumber: newCustomerNumber(),
          customerType: 'CORPORATE',
          customerName: 'Annet AS',
        })
      ).body as SandboxCustomerView;
      extra = {
        account: {
          iban: (
            (await world.tpp.post('/v1/sandbox/accounts', { customerNumber: other.customerNumber, currency: 'NOK' }))
              .body as SandboxAccountView
          ).iban,
        },
      };
    }
    const body = {
      customer: world.person.customerNumber,
      account: { iban: world.companyAccount.iban },
      roles: ['REGISTER', 'VIEW'],
      ...extra,
    };
    expect(errorOf(await world.tpp.post(world.agreement._links.engagements.href, body))).toEqual(badRequest(path));
  });

  it("refuses the same engagement twice, and engagements in a private customer's own agreement", async () => {
    const { tpp, person, companyAccount, agreement } = await createWorld();
    const engagement = {
      customer: person.customerNumber,
      account: { iban: companyAccount.iban },
      roles: ['REGISTER', 'VIEW'],
    };
    expect((await tpp.post(agreement._links.engagements.href, engagement)).status).toBe(201);
    expect(errorOf(await tpp.post(agreement._links.engagements.href, engagement))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'account',
    });
    const own = ((await tpp.get(`${person._links.self.href}?withAgreements=true`)).body as SandboxCustomerView)
      .agreements?.[0] as SandboxAgreementView;
    expect(own.owner).toBe(person.customerNumber);
    expect(errorOf(await tpp.post(own._links.engagements.href, engagement))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
    });
  });

  it('creates one of the same engagement sent several times at once; the others are refused as the same engagement twice', async () => {
    for (let round = 0; round < 5; round++) {
      const { tpp, person, companyAccount, agreement } = await createWorld();
      // Different limits, so that a duplicate would leave two disagreeing answers to what the PSU may approve.
      const engagement = (approvalLimit: number) => ({
        customer: person.customerNumber,
        account: { iban: companyAccount.iban },
        roles: ['VIEW', 'REGISTER', 'APPROVE'],
        approvalLimit,
      });
      const answers = await Promise.all(
        [1_000, 2_000, 3_000, 4_000].map((limit) => tpp.post(agreement._links.engagements.href, engagement(limit))),
      );
      expect(answers.map((answer) => (answer.status === 201 ? 201 : errorOf(answer))).sort()).toEqual([
        201,
        ...Array.from({ length: 3 }, () => ({ status: 400, code: 'FORMAT_ERROR', path: 'account' })),
      ]);
      expect(((await tpp.get(agreement._links.self.href)).body as SandboxAgreementView).engagements).toHaveLength(1);
    }
  });

  it('answers 404 RESOURCE_UNKNOWN for an unknown agreement', async () => {
    const { tpp, person, companyAccount } = await createWorld();
    const response = await tpp.post('/v1/sandbox/agreements/AAAAAAAAAAAAAAAAAAAAAA/engagements', {
      customer: person.customerNumber,
      account: { iban: companyAccount.iban },
      roles: ['REGISTER', 'VIEW'],
    });
    expect(errorOf(response)).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
  });
});
