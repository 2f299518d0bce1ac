import { describe, expect, it } from 'vitest';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { isValidIban } from '@/lib/validation/iban';
import {
  daysFromToday,
  errorOf,
  newAccountNumber,
  newSandboxTpp,
  type SandboxTpp,
} from '@/tests/integration/support/sandbox-tpp';
import { badRequest } from '@/tests/integration/support/sandbox-refusals';
import { postSandboxCustomer } from '@/tests/integration/support/post-sandbox-customer';

// /v1/sandbox/accounts (D16): customerNumber makes the owner; balances are Balance entries with int32 minor units (D7).

async function customerIn(tpp: SandboxTpp, customerType: 'PRIVATE' | 'CORPORATE'): Promise<SandboxCustomerView> {
  const response = await postSandboxCustomer(tpp, {
    customerType,
    customerName: customerType === 'PRIVATE' ? 'Nora Berg' : 'Berg Bygg AS',
  });
  return response.body as SandboxCustomerView;
}

describe('POST /v1/sandbox/accounts', () => {
  it("creates a private customer's account (201) with its balances, adds it to the customer's agreement, and GET reads the same", async () => {
    const tpp = newSandboxTpp();
    const owner = await customerIn(tpp, 'PRIVATE');
    const number = newAccountNumber();
    const request = {
      customerNumber: owner.customerNumber,
      iban: number.iban,
      currency: 'NOK',
      name: 'Feriekonto',
      product: 'Sparekonto',
      cashAccountType: 'SVGS',
      balances: [
        { balanceAmount: { currency: 'NOK', amount: 1_234_567 }, balanceType: 'closingBooked' },
        { balanceAmount: { currency: 'NOK', amount: -5 }, balanceType: 'expected' },
      ],
    };
    const created = await tpp.post('/v1/sandbox/accounts', request);
    expect(created.status).toBe(201);
    const account = created.body as SandboxAccountView;
    expect(account).toEqual({
      resourceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      customerNumber: owner.customerNumber,
      iban: number.iban,
      bban: number.bban,
      currency: 'NOK',
      name: 'Feriekonto',
      product: 'Sparekonto',
      cashAccountType: 'SVGS',
      status: 'enabled',
      balances: request.balances,
      _links: {
        self: { href: `/v1/sandbox/accounts/${account.resourceId}`, verbs: ['GET', 'DELETE'] },
        transactions: { href: `/v1/sandbox/accounts/${account.resourceId}/transactions`, verbs: ['GET', 'POST'] },
      },
    });
    expect((await tpp.get(account._links.self.href)).body).toEqual(account);
    const read = (await tpp.get(`${owner._links.self.href}?withAccounts=true&withAgreements=true`))
      .body as SandboxCustomerView;
    expect(read.accounts).toEqual([account]);
    expect(read.agreements?.[0]?.engagements).toEqual([
      {
        customer: owner.customerNumber,
        account: { iban: number.iban },
        roles: ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER'],
        registerLimit: null,
        approvalLimit: null,
      },
    ]);
  });

  it("does not add a corporate customer's account to any agreement", async () => {
    const tpp = newSandboxTpp();
    const owner = await customerIn(tpp, 'CORPORATE');
    expect(
      (
        await tpp.post('/v1/sandbox/accounts', {
          customerNumber: owner.customerNumber,
          bban: newAccountNumber().bban,
          currency: 'EUR',
        })
      ).status,
    ).toBe(201);
    const read = (await tpp.get(`${owner._links.self.href}?withAccounts=true&withAgreements=true`))
      .body as SandboxCustomerView;
    expect(read.accounts).toHaveLength(1);
    expect(read.agreements).toEqual([]);
  });

  it('derives the IBAN from a BBAN, picks a free account number when none is given, and defaults the rest', async () => {
    const tpp = newSandboxTpp();
    const owner = await customerIn(tpp, 'PRIVATE');
    const number = newAccountNumber();
    const fromBban = (
      await tpp.post('/v1/sandbox/accounts', {
        customerNumber: owner.customerNumber,
        bban: number.bban,
        currency: 'NOK',
      })
    ).body as SandboxAccountView;
    expect(fromBban).toMatchObject({
      iban: number.iban,
      bban: number.bban,
      name: null,
      product: null,
      cashAccountType: 'CACC',
      status: 'enabled',
      balances: [],
    });
    const generated = (
      await tpp.post('/v1/sandbox/accounts', {
        customerNumber: owner.customerNumber,
        currency: 'NOK',
        status: 'blocked',
        name: null,
      })
    ).body as SandboxAccountView;
    expect(
      isValidIban(generated.iban) && generated.iban.startsWith('NO') && generated.iban.slice(4) === generated.bban,
    ).toBe(true);
    expect(generated.status).toBe('blocked');
  });

  it('refuses an account number the sandbox already has (400 FORMAT_ERROR on iban)', async () => {
    const tpp = newSandboxTpp();
    const owner = await customerIn(tpp, 'PRIVATE');
    const { iban, bban } = newAccountNumber();
    expect(
      (await tpp.post('/v1/sandbox/accounts', { customerNumber: owner.customerNumber, iban, currency: 'NOK' })).status,
    ).toBe(201);
    expect(
      errorOf(await tpp.post('/v1/sandbox/accounts', { customerNumber: owner.customerNumber, iban, currency: 'NOK' })),
    ).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'iban' });
    expect(
      errorOf(await tpp.post('/v1/sandbox/accounts', { customerNumber: owner.customerNumber, bban, currency: 'NOK' })),
    ).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'bban' });
  });

  const balance = (balanceType: string, currency = 'NOK', amount: unknown = 100) => ({
    balanceAmount: { currency, amount },
    balanceType,
  });
  it.each([
    ['customerNumber missing', { customerNumber: undefined }, 'customerNumber'],
    ['customerNumber of no customer in this sandbox', { customerNumber: '01010112345' }, 'customerNumber'],
    ['an IBAN with a wrong checksum', { iban: 'NO9386011117948' }, 'iban'],
    ['an IBAN in lower case', { iban: 'no9386011117947' }, 'iban'],
    ['an IBAN of another country', { iban: 'DE89370400440532013000' }, 'iban'],
    ['a NO IBAN whose account number fails MOD11', { iban: 'NO7830001234560' }, 'iban'],
    ['a BBAN with a wrong MOD11 check digit', { bban: '86011117948' }, 'bban'],
    ['a BBAN of 10 digits', { bban: '8601111794' }, 'bban'],
    ['an IBAN and a BBAN of different accounts', { iban: 'NO9386011117947', bban: '15061000019' }, 'bban'],
    ['a currency that is not ISO 4217', { currency: 'NOKK' }, 'currency'],
    ['a currency without a minor unit', { currency: 'XAU' }, 'currency'],
    ['a currency in lower case', { currency: 'nok' }, 'currency'],
    ['a name of 71 characters', { name: 'N'.repeat(71) }, 'name'],
    ['a name of blanks only', { name: '  ' }, 'name'],
    ['a product of blanks only', { product: ' ' }, 'product'],
    ['a product of 36 characters', { product: 'P'.repeat(36) }, 'product'],
    ['a cashAccountType outside ISO 20022', { cashAccountType: 'CHECKING' }, 'cashAccountType'],
    ['a status outside its enum', { status: 'closed' }, 'status'],
    ['interimBooked on an account', { balances: [balance('interimBooked')] }, 'balances[0].balanceType'],
    ['a balance type twice', { balances: [balance('expected'), balance('expected')] }, 'balances[1].balanceType'],
    ['a balance in another currency', { balances: [balance('expected', 'SEK')] }, 'balances[0].balanceAmount.currency'],
    [
      'a balance amount with decimals',
      { balances: [balance('expected', 'NOK', 1.5)] },
      'balances[0].balanceAmount.amount',
    ],
    [
      'a balance amount beyond int32',
      { balances: [balance('expected', 'NOK', 2_147_483_648)] },
      'balances[0].balanceAmount.amount',
    ],
    [
      'a balance amount as a string',
      { balances: [balance('expected', 'NOK', '100')] },
      'balances[0].balanceAmount.amount',
    ],
    [
      'an unknown field in a balance',
      { balances: [{ ...balance('expected'), referenceDate: '2026-01-01' }] },
      'balances[0].referenceDate',
    ],
    ['an unknown field', { overdraft: 0 }, 'overdraft'],
  ])('refuses %s: 400 FORMAT_ERROR naming the field', async (_case, fields, path) => {
    const tpp = newSandboxTpp();
    const owner = await customerIn(tpp, 'PRIVATE');
    const response = await tpp.post('/v1/sandbox/accounts', {
      customerNumber: owner.customerNumber,
      currency: 'NOK',
      ...fields,
    });
    expect(errorOf(response)).toEqual(badRequest(path));
  });
});

describe('GET, DELETE /v1/sandbox/accounts/{mockAccountId} and PUT .../balances', () => {
  async function accountIn(tpp: SandboxTpp): Promise<SandboxAccountView> {
    const owner = await customerIn(tpp, 'PRIVATE');
    return (await tpp.post('/v1/sandbox/accounts', { customerNumber: owner.customerNumber, currency: 'NOK' }))
      .body as SandboxAccountView;
  }

  it('sets the balance types sent and keeps the others (200 with every balance now held), which GET then shows', async () => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    const balances = [
      { balanceAmount: { currency: 'NOK', amount: 250_000 }, balanceType: 'expected' },
      { balanceAmount: { currency: 'NOK', amount: 200_000 }, balanceType: 'closingBooked' },
    ];
    const replaced = await tpp.put(`${account._links.self.href}/balances`, balances);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ balances: [balances[1], balances[0]] });
    const expected = { balanceAmount: { currency: 'NOK', amount: 300_000 }, balanceType: 'expected' };
    const again = await tpp.put(`${account._links.self.href}/balances`, [expected]);
    expect(again.body).toEqual({ balances: [balances[1], expected] });
    expect(((await tpp.get(account._links.self.href)).body as SandboxAccountView).balances).toEqual([
      balances[1],
      expected,
    ]);
  });

  it.each([
    [
      'an object instead of an array',
      { balanceAmount: { currency: 'NOK', amount: 1 }, balanceType: 'expected' },
      undefined,
    ],
    ['an empty array', [], undefined],
    [
      'interimBooked on an account',
      [{ balanceAmount: { currency: 'NOK', amount: 1 }, balanceType: 'interimBooked' }],
      '[0].balanceType',
    ],
    [
      'a balance type twice',
      [
        { balanceAmount: { currency: 'NOK', amount: 1 }, balanceType: 'expected' },
        { balanceAmount: { currency: 'NOK', amount: 2 }, balanceType: 'expected' },
      ],
      '[1].balanceType',
    ],
    [
      "a currency other than the account's",
      [{ balanceAmount: { currency: 'EUR', amount: 1 }, balanceType: 'expected' }],
      '[0].balanceAmount.currency',
    ],
    ['balanceAmount missing', [{ balanceType: 'expected' }], '[0].balanceAmount'],
  ])('refuses balances with %s: 400 FORMAT_ERROR', async (_case, body, path) => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    expect(errorOf(await tpp.put(`${account._links.self.href}/balances`, body))).toEqual(badRequest(path));
  });

  it('deletes an account (204) with its transactions; afterwards every path of it is 404', async () => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    const transaction = await tpp.post(account._links.transactions.href, {
      amount: 100,
      currency: 'NOK',
      bookingDate: daysFromToday(-3),
    });
    expect(transaction.status).toBe(201);
    expect((await tpp.delete(account._links.self.href)).status).toBe(204);
    for (const response of [
      await tpp.get(account._links.self.href),
      await tpp.delete(account._links.self.href),
      await tpp.get(account._links.transactions.href),
      await tpp.get((transaction.body as { _links: { self: { href: string } } })._links.self.href),
      await tpp.put(`${account._links.self.href}/balances`, [
        { balanceAmount: { currency: 'NOK', amount: 1 }, balanceType: 'expected' },
      ]),
    ]) {
      expect(errorOf(response)).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
    }
  });
});
