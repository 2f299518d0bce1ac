import { describe, expect, it } from 'vitest';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import type { SandboxTransactionView } from '@/lib/sandbox/transactions/present-sandbox-transaction';
import {
  errorOf,
  initializeSandboxOf,
  newAccountNumber,
  newCustomerNumber,
  newSandboxTpp,
  today,
} from '@/tests/integration/support/sandbox-tpp';
import { newPrivateCustomer } from '@/tests/integration/support/new-private-customer';

// D4: each TPP has its own sandbox world. It sees, changes and resets only its own; another TPP's ids are 404.

describe('two TPPs, two sandboxes', () => {
  it('each sees only its own customers and resets only its own world', async () => {
    const [first, second] = [newSandboxTpp(), newSandboxTpp()];
    const firstCustomers = await initializeSandboxOf(first);
    const handMade = await newPrivateCustomer(first, 'Kun Første');
    const secondCustomers = await initializeSandboxOf(second);
    const list = async (tpp: typeof first) =>
      ((await tpp.get('/v1/sandbox/customers')).body as { customers: SandboxCustomerView[] }).customers.map(
        (customer) => customer.customerId,
      );
    expect(await list(first)).toEqual(
      expect.arrayContaining([...firstCustomers.map((customer) => customer.customerId), handMade.customerId]),
    );
    expect(await list(first)).toHaveLength(5);
    expect(await list(second)).toEqual(secondCustomers.map((customer) => customer.customerId));
    expect(secondCustomers.map((customer) => customer.customerId)).not.toEqual(
      expect.arrayContaining([firstCustomers[0]?.customerId]),
    );
    await initializeSandboxOf(second);
    expect((await first.get(handMade._links.self.href)).status).toBe(200);
    expect((await first.get(firstCustomers[0]?._links.self.href ?? '')).status).toBe(200);
  });

  it("answers 404 RESOURCE_UNKNOWN for every operation on another TPP's ids, and changes nothing there", async () => {
    const [owner, intruder] = [newSandboxTpp(), newSandboxTpp()];
    await initializeSandboxOf(intruder);
    const [customer] = await initializeSandboxOf(owner);
    const account = customer?.accounts?.[0] as SandboxAccountView;
    const card = customer?.cardAccounts?.[0];
    const agreement = customer?.agreements?.[0];
    const transaction = (
      (await owner.get(account._links.transactions.href)).body as SandboxTransactionView[]
    )[0] as SandboxTransactionView;
    const balances = [{ balanceAmount: { currency: 'NOK', amount: 1 }, balanceType: 'expected' }];
    const attempts = [
      intruder.get(customer?._links.self.href ?? ''),
      intruder.get(`${customer?._links.self.href}?withAccounts=true`),
      intruder.delete(customer?._links.self.href ?? ''),
      intruder.get(account._links.self.href),
      intruder.delete(account._links.self.href),
      intruder.put(`${account._links.self.href}/balances`, balances),
      intruder.get(account._links.transactions.href),
      intruder.post(account._links.transactions.href, { amount: 100, currency: 'NOK', bookingDate: today() }),
      intruder.get(transaction._links.self.href),
      intruder.get(card?._links.self.href ?? ''),
      intruder.put(`${card?._links.self.href}/balances`, balances),
      intruder.get(card?._links.transactions.href ?? ''),
      intruder.post(card?._links.transactions.href ?? '', { amount: -100, currency: 'NOK', bookingDate: today() }),
      intruder.get(agreement?._links.self.href ?? ''),
      intruder.post(agreement?._links.engagements.href ?? '', {
        customer: '13039319955',
        account: { iban: account.iban },
        roles: ['REGISTER', 'VIEW'],
      }),
    ];
    for (const response of await Promise.all(attempts))
      expect(errorOf(response)).toEqual({ status: 404, code: 'RESOURCE_UNKNOWN' });
    const after = (await owner.get(`${customer?._links.self.href}?withAccounts=true&withAgreements=true`)).body;
    expect(after).toEqual(customer);
    expect(((await owner.get(account._links.transactions.href)).body as SandboxTransactionView[])[0]).toEqual(
      transaction,
    );
  });

  it("resolves customer numbers and account numbers in the caller's own sandbox only", async () => {
    const [first, second] = [newSandboxTpp(), newSandboxTpp()];
    const customerNumber = newCustomerNumber();
    await first.post('/v1/sandbox/customers', {
      customerNumber,
      customerType: 'CORPORATE',
      customerName: 'Bare Første AS',
    });
    const number = newAccountNumber();
    expect(
      (await first.post('/v1/sandbox/accounts', { customerNumber, iban: number.iban, currency: 'NOK' })).status,
    ).toBe(201);
    expect(errorOf(await second.post('/v1/sandbox/accounts', { customerNumber, currency: 'NOK' }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'customerNumber',
    });
    expect(errorOf(await second.post('/v1/sandbox/agreements', { owner: customerNumber }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'owner',
    });
    // The same customer number and IBAN are free in the second sandbox, and the first one's account is not "another account" there.
    expect(
      (await second.post('/v1/sandbox/customers', { customerNumber, customerType: 'PRIVATE', customerName: 'Andre' }))
        .status,
    ).toBe(201);
    const [kari] = (await initializeSandboxOf(second)).slice(1);
    const secondAccount = kari?.accounts?.[0] as SandboxAccountView;
    const credit = await second.post(secondAccount._links.transactions.href, {
      amount: 100,
      currency: 'NOK',
      bookingDate: today(),
      debtorAccount: { iban: number.iban },
    });
    expect(credit.status).toBe(201);
  });

  it("answers a TPP the same whether or not another TPP's sandbox holds the customer, account and card numbers it names", async () => {
    // A corporation's number, an IBAN and a masked PAN in one TPP's sandbox, and numbers no sandbox uses: a second TPP
    // names each in every operation that takes one, before and after creating its own, and must get the same answers.
    const owner = newSandboxTpp();
    const used = { customerNumber: newCustomerNumber(), ...newAccountNumber(), maskedPan: '492500******4321' };
    expect(
      (
        await owner.post('/v1/sandbox/customers', {
          customerNumber: used.customerNumber,
          customerType: 'CORPORATE',
          customerName: 'Hemmelig AS',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await owner.post('/v1/sandbox/accounts', {
          customerNumber: used.customerNumber,
          iban: used.iban,
          currency: 'NOK',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await owner.post('/v1/sandbox/card-accounts', {
          customerNumber: used.customerNumber,
          maskedPan: used.maskedPan,
          currency: 'NOK',
        })
      ).status,
    ).toBe(201);
    expect((await owner.post('/v1/sandbox/agreements', { owner: used.customerNumber })).status).toBe(201);
    const unused = { customerNumber: newCustomerNumber(), ...newAccountNumber(), maskedPan: '492500******8765' };

    const answersNaming = async (numbers: typeof used) => {
      const tpp = newSandboxTpp();
      const kari = (await initializeSandboxOf(tpp)).find(
        (customer) => customer.customerNumber === '13039319955',
      ) as SandboxCustomerView;
      const kariAccount = kari.accounts?.[0] as SandboxAccountView;
      const calls: [string, string, unknown?][] = [
        ['POST', '/v1/sandbox/accounts', { customerNumber: numbers.customerNumber, currency: 'NOK' }],
        [
          'POST',
          '/v1/sandbox/card-accounts',
          { customerNumber: numbers.customerNumber, maskedPan: numbers.maskedPan, currency: 'NOK' },
        ],
        ['POST', '/v1/sandbox/agreements', { owner: numbers.customerNumber }],
        [
          'POST',
          kariAccount._links.transactions.href,
          { amount: 100, currency: 'NOK', bookingDate: today(), debtorAccount: { iban: numbers.iban } },
        ],
        [
          'POST',
          kariAccount._links.transactions.href,
          { amount: -100, currency: 'NOK', bookingDate: today(), creditorAccount: { bban: numbers.bban } },
        ],
        [
          'POST',
          '/v1/sandbox/customers',
          { customerNumber: numbers.customerNumber, customerType: 'CORPORATE', customerName: 'Eget AS' },
        ],
        [
          'POST',
          '/v1/sandbox/customers',
          { customerNumber: numbers.customerNumber, customerType: 'CORPORATE', customerName: 'Eget AS' },
        ],
        [
          'POST',
          '/v1/sandbox/accounts',
          { customerNumber: numbers.customerNumber, iban: numbers.iban, currency: 'NOK' },
        ],
        [
          'POST',
          '/v1/sandbox/accounts',
          { customerNumber: numbers.customerNumber, bban: numbers.bban, currency: 'NOK' },
        ],
        [
          'POST',
          '/v1/sandbox/card-accounts',
          { customerNumber: numbers.customerNumber, maskedPan: numbers.maskedPan, currency: 'NOK' },
        ],
        ['POST', '/v1/sandbox/agreements', { owner: numbers.customerNumber }],
      ];
      const answers: string[] = [];
      for (const [method, path, body] of calls) {
        const response = method === 'POST' ? await tpp.post(path, body) : await tpp.get(path);
        answers.push(`${response.status} ${anonymised(response.text, numbers)}`);
      }
      const [agreement] =
        (
          (await tpp.get('/v1/sandbox/customers?withAgreements=true')).body as { customers: SandboxCustomerView[] }
        ).customers.find((customer) => customer.customerNumber === numbers.customerNumber)?.agreements ?? [];
      for (const account of [{ iban: numbers.iban }, { maskedPan: numbers.maskedPan }]) {
        const response = await tpp.post(agreement?._links.engagements.href ?? '', {
          customer: kari.customerNumber,
          account,
          roles: ['REGISTER', 'VIEW'],
        });
        answers.push(`${response.status} ${anonymised(response.text, numbers)}`);
      }
      return answers;
    };
    const [withUsed, withUnused] = [await answersNaming(used), await answersNaming(unused)];
    expect(withUsed).toEqual(withUnused);
    expect(withUsed.map((answer) => answer.slice(0, 3))).toEqual([
      '400',
      '400',
      '400',
      '201',
      '201',
      '201',
      '400',
      '201',
      '400',
      '201',
      '201',
      '201',
      '201',
    ]);
  });
});

/** An answer without what differs between two runs anyway: the numbers named, ids and times. */
function anonymised(
  text: string,
  numbers: { customerNumber: string; iban: string; bban: string; maskedPan: string },
): string {
  return text
    .replaceAll(numbers.customerNumber, '<customerNumber>')
    .replaceAll(numbers.iban, '<iban>')
    .replaceAll(numbers.bban, '<bban>')
    .replaceAll(numbers.maskedPan, '<maskedPan>')
    .replace(/[A-Za-z0-9_-]{22}/g, '<id>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)/g, '<time>');
}
