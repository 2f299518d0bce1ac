import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxAgreementView } from '@/lib/sandbox/agreements/present-sandbox-agreement';
import type { SandboxCardAccountView } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { newCustomerNumber, newSandboxTpp } from '@/tests/integration/support/sandbox-tpp';
import { newPrivateCustomer } from '@/tests/integration/support/new-private-customer';

// Statements of the spec checked over HTTP as a TPP sees them, where no other test asserts them exactly.

afterAll(async () => {
  await db.$disconnect();
});

describe('sandbox resources (spec "Sandbox engagement", "Sandbox card account")', () => {
  it('an engagement may hold every role of the enum: 201 with the request shape', async () => {
    const tpp = newSandboxTpp();
    const customer = async (customerType: string, customerName: string) =>
      (await tpp.post('/v1/sandbox/customers', { customerNumber: newCustomerNumber(), customerType, customerName }))
        .body as SandboxCustomerView;
    const [company, person] = [await customer('CORPORATE', 'Havbris AS'), await customer('PRIVATE', 'Lars Olsen')];
    const account = (
      await tpp.post('/v1/sandbox/accounts', { customerNumber: company.customerNumber, currency: 'NOK' })
    ).body as SandboxAccountView;
    const agreement = (await tpp.post('/v1/sandbox/agreements', { owner: company.customerNumber, name: 'Havbris AS' }))
      .body as SandboxAgreementView;
    const engagement = {
      customer: person.customerNumber,
      account: { iban: account.iban },
      roles: ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER', 'APPROVE', 'INTERNAL_TRANSFER', 'SALARY'],
      registerLimit: 100,
      approvalLimit: 200,
    };
    const created = await tpp.post(agreement._links.engagements.href, engagement);
    expect(created.status).toBe(201);
    expect(created.body).toEqual(engagement);
  });

  it.each(['enabled', 'deleted', 'blocked'])(
    'a card account may have status %s and a name of 70 characters; its balances may be closingBooked and expected',
    async (status) => {
      const tpp = newSandboxTpp();
      const owner = await newPrivateCustomer(tpp, 'Marte Larsen');
      const created = await tpp.post('/v1/sandbox/card-accounts', {
        customerNumber: owner.customerNumber,
        maskedPan: '476173******0010',
        currency: 'NOK',
        status,
        name: 'N'.repeat(70),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ status, name: 'N'.repeat(70) });
      const balances = [
        { balanceAmount: { currency: 'NOK', amount: -100 }, balanceType: 'closingBooked' },
        { balanceAmount: { currency: 'NOK', amount: -250 }, balanceType: 'expected' },
      ];
      const replaced = await tpp.put(`${(created.body as SandboxCardAccountView)._links.self.href}/balances`, balances);
      expect([replaced.status, replaced.body]).toEqual([200, { balances }]);
    },
  );
});
