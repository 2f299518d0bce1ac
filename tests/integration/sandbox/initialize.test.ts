import { describe, expect, it } from 'vitest';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxCardAccountView } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import type { SandboxTransactionView } from '@/lib/sandbox/transactions/present-sandbox-transaction';
import { isValidIban } from '@/lib/validation/iban';
import { isValidNorwegianBban } from '@/lib/validation/norwegian-bban';
import {
  daysFromToday,
  errorOf,
  initializeSandboxOf,
  newCustomerNumber,
  newSandboxTpp,
  today,
  type SandboxTpp,
} from '@/tests/integration/support/sandbox-tpp';
import { knownCustomerNumbers } from '@/tests/integration/support/sandbox-refusals';

// POST /v1/sandbox/initialize: spec 4, D4, D10.

const link = (href: string, verbs: string[]) => ({ href, verbs });
const id = expect.stringMatching(/^[A-Za-z0-9_-]{22}$/);

describe('POST /v1/sandbox/initialize', () => {
  it('answers 200 with the known state of D10: two private customers with 2 accounts and a card account, two corporate with 2 accounts', async () => {
    const customers = await initializeSandboxOf(newSandboxTpp());
    expect(
      customers.map(({ customerNumber, customerType, customerName }) => ({
        customerNumber,
        customerType,
        customerName,
      })),
    ).toEqual([
      { customerNumber: '12085592767', customerType: 'PRIVATE', customerName: 'Ola Nordmann' },
      { customerNumber: '13039319955', customerType: 'PRIVATE', customerName: 'Kari Nordmann' },
      { customerNumber: '18129215603', customerType: 'CORPORATE', customerName: 'Fjordbygg AS' },
      { customerNumber: '20079518612', customerType: 'CORPORATE', customerName: 'Nordlys Regnskap AS' },
    ]);
    for (const customer of customers) {
      expect(customer._links.self).toEqual(link(`/v1/sandbox/customers/${customer.customerId}`, ['GET', 'DELETE']));
      expect(customer.accounts).toHaveLength(2);
      expect(customer.cardAccounts).toHaveLength(customer.customerType === 'PRIVATE' ? 1 : 0);
      for (const account of customer.accounts ?? []) {
        expect(
          isValidIban(account.iban) && isValidNorwegianBban(account.bban) && account.iban.endsWith(account.bban ?? '-'),
        ).toBe(true);
        expect(account).toMatchObject({ customerNumber: customer.customerNumber, currency: 'NOK', status: 'enabled' });
        expect(account.balances.map((balance) => balance.balanceType)).toEqual(['closingBooked', 'expected']);
      }
      for (const card of customer.cardAccounts ?? []) {
        expect(card.balances.map((balance) => balance.balanceType)).toEqual([
          'closingBooked',
          'expected',
          'interimBooked',
        ]);
        expect(card.maskedPan).toMatch(/^\d{6}\*{6}\d{4}$/);
      }
    }
  });

  it('answers with the exact shape of a customer, its accounts, card account and agreements', async () => {
    const [ola] = await initializeSandboxOf(newSandboxTpp());
    expect(ola).toEqual({
      customerId: id,
      customerNumber: '12085592767',
      customerType: 'PRIVATE',
      customerName: 'Ola Nordmann',
      accounts: [
        expect.objectContaining({
          iban: 'NO7415061000043',
          bban: '15061000043',
          name: 'BSU',
          product: 'Boligsparing for ungdom',
          cashAccountType: 'SVGS',
        }),
        expect.objectContaining({ iban: 'NO9615061000035', bban: '15061000035', name: 'Brukskonto' }),
      ],
      cardAccounts: [expect.anything()],
      agreements: [expect.anything(), expect.anything()],
      _links: { self: link(`/v1/sandbox/customers/${ola?.customerId}`, ['GET', 'DELETE']) },
    });
    const brukskonto = ola?.accounts?.find((account) => account.name === 'Brukskonto') as SandboxAccountView;
    expect(brukskonto).toEqual({
      resourceId: id,
      customerNumber: '12085592767',
      iban: 'NO9615061000035',
      bban: '15061000035',
      currency: 'NOK',
      name: 'Brukskonto',
      product: 'Brukskonto',
      cashAccountType: 'CACC',
      status: 'enabled',
      balances: [
        { balanceAmount: { currency: 'NOK', amount: expect.any(Number) }, balanceType: 'closingBooked' },
        { balanceAmount: { currency: 'NOK', amount: expect.any(Number) }, balanceType: 'expected' },
      ],
      _links: {
        self: link(`/v1/sandbox/accounts/${brukskonto.resourceId}`, ['GET', 'DELETE']),
        transactions: link(`/v1/sandbox/accounts/${brukskonto.resourceId}/transactions`, ['GET', 'POST']),
      },
    });
    const card = ola?.cardAccounts?.[0] as SandboxCardAccountView;
    expect(card).toEqual({
      resourceId: id,
      customerNumber: '12085592767',
      maskedPan: '545301******6789',
      currency: 'NOK',
      creditLimit: { currency: 'NOK', amount: 7_500_000 },
      balances: expect.any(Array),
      cardId: 'CRD-5453016789',
      cardIdVNo: '01',
      accountNumber: expect.stringMatching(/^\d{11}$/),
      expiry: expect.stringMatching(/^\d{4}-\d{2}$/),
      name: 'Ola Nordmann Mastercard',
      product: 'Mastercard Platinum',
      status: 'enabled',
      _links: {
        self: link(`/v1/sandbox/card-accounts/${card.resourceId}`, ['GET']),
        transactions: link(`/v1/sandbox/card-accounts/${card.resourceId}/transactions`, ['GET', 'POST']),
      },
    });
  });

  it('engages private customers on their own accounts, and each corporation lets one private customer register and view (D10)', async () => {
    const customers = await initializeSandboxOf(newSandboxTpp());
    const [ola, kari, fjordbygg, nordlys] = customers as [
      SandboxCustomerView,
      SandboxCustomerView,
      SandboxCustomerView,
      SandboxCustomerView,
    ];
    const ibans = (customer: SandboxCustomerView) =>
      (customer.accounts ?? []).map((account) => ({ iban: account.iban }));
    const own = (customer: SandboxCustomerView) => ({
      agreementId: id,
      owner: customer.customerNumber,
      name: `Nettbankavtale ${customer.customerName}`,
      engagements: expect.arrayContaining(
        [...ibans(customer), { maskedPan: customer.cardAccounts?.[0]?.maskedPan }].map((account) => ({
          customer: customer.customerNumber,
          account,
          roles: ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER'],
          registerLimit: null,
          approvalLimit: null,
        })),
      ),
      _links: expect.any(Object),
    });
    const corporate = (corporation: SandboxCustomerView, delegate: SandboxCustomerView) => ({
      agreementId: id,
      owner: corporation.customerNumber,
      name: `Bedriftsavtale ${corporation.customerName}`,
      engagements: expect.arrayContaining(
        ibans(corporation).map((account) => ({
          customer: delegate.customerNumber,
          account,
          roles: ['VIEW', 'REGISTER'],
          registerLimit: 50_000_000,
          approvalLimit: null,
        })),
      ),
      _links: expect.any(Object),
    });
    expect(ola.agreements).toEqual([own(ola), corporate(nordlys, ola)]);
    expect(kari.agreements).toEqual([own(kari), corporate(fjordbygg, kari)]);
    expect(fjordbygg.agreements).toEqual([corporate(fjordbygg, kari)]);
    expect(nordlys.agreements?.[0]?.engagements).toHaveLength(2);
    expect(ola.agreements?.[0]?.engagements).toHaveLength(3);
  });

  it('fills every account with transactions over the last 120 days, booked and pending, that agree with its balances', async () => {
    const tpp = newSandboxTpp();
    const customers = await initializeSandboxOf(tpp);
    for (const account of customers.flatMap((customer) => customer.accounts ?? [])) {
      const transactions = (await tpp.get(account._links.transactions.href)).body as SandboxTransactionView[];
      expect(transactions.length).toBeGreaterThan(3);
      const days = transactions.map((transaction) => transaction.bookingDate ?? transaction.valueDate ?? '');
      expect(days.every((day) => day >= daysFromToday(-119) && day <= today())).toBe(true);
      const pendingSum = transactions
        .filter((transaction) => transaction.bookingStatus === 'pending')
        .reduce((sum, transaction) => sum + transaction.amount, 0);
      const [closingBooked, expected] = account.balances.map((balance) => balance.balanceAmount.amount) as [
        number,
        number,
      ];
      expect(expected - closingBooked).toBe(pendingSum);
    }
    const [, kari] = customers;
    const current = (kari?.accounts ?? []).find((account) => account.name === 'Brukskonto') as SandboxAccountView;
    const transactions = (await tpp.get(current._links.transactions.href)).body as SandboxTransactionView[];
    expect(new Set(transactions.map((transaction) => transaction.bookingStatus))).toEqual(
      new Set(['booked', 'pending']),
    );
    expect(
      transactions.some((transaction) => transaction.amount > 0) &&
        transactions.some((transaction) => transaction.amount < 0),
    ).toBe(true);
    expect(
      Math.min(...transactions.map((transaction) => transaction.bookingDate ?? today()).map((day) => Date.parse(day))),
    ).toBeLessThanOrEqual(Date.parse(daysFromToday(-100)));
    const bill = transactions.find((transaction) => transaction.remittanceInformationStructuredArray !== null);
    expect(bill).toMatchObject({
      remittanceInformationStructuredArray: [{ reference: expect.stringMatching(/^\d+$/), referenceType: 'SCOR' }],
      purposeCode: expect.any(String),
    });
    const salary = transactions.find((transaction) => transaction.purposeCode === 'SALA');
    expect(salary).toMatchObject({
      amount: 4_215_000,
      bankTransactionCode: 'PMNT-RCDT-SALA',
      creditorName: 'Kari Nordmann',
      creditorAccount: { iban: current.iban, bban: current.bban },
      debtorName: 'Statens vegvesen',
    });
  });

  it('gives card accounts card transactions with acceptor, merchant category and, abroad, original amount and exchange rate', async () => {
    const tpp = newSandboxTpp();
    const [ola] = await initializeSandboxOf(tpp);
    const card = ola?.cardAccounts?.[0] as SandboxCardAccountView;
    const transactions = (await tpp.get(card._links.transactions.href)).body as {
      cardAcceptorCountry: string | null;
      originalAmount: unknown;
      exchangeRate: string | null;
      bookingStatus: string;
    }[];
    expect(transactions.some((transaction) => transaction.bookingStatus === 'pending')).toBe(true);
    const foreign = transactions.find((transaction) => transaction.originalAmount !== null);
    expect(foreign).toMatchObject({
      cardAcceptorCountry: expect.not.stringMatching(/^NO$/),
      exchangeRate: expect.stringMatching(/^\d+\.\d+$/),
      merchantCategoryCode: expect.stringMatching(/^\d{4}$/),
    });
  });

  it('resets: what was created by hand is gone, old ids are unknown, and the known state is back', async () => {
    const tpp = newSandboxTpp();
    const [first] = await initializeSandboxOf(tpp);
    const created = await tpp.post('/v1/sandbox/customers', {
      customerNumber: newCustomerNumber(),
      customerType: 'CORPORATE',
      customerName: 'Midlertidig AS',
    });
    expect(created.status).toBe(201);
    expect((await tpp.delete(`/v1/sandbox/customers/${first?.customerId}`)).status).toBe(204);
    const second = await initializeSandboxOf(tpp);
    const listed = (await tpp.get('/v1/sandbox/customers')).body as { customers: SandboxCustomerView[] };
    expect(listed.customers.map((customer) => customer.customerNumber)).toEqual(knownCustomerNumbers);
    expect(listed.customers.map((customer) => customer.customerId)).toEqual(
      second.map((customer) => customer.customerId),
    );
    expect(errorOf(await tpp.get(`/v1/sandbox/customers/${(created.body as SandboxCustomerView).customerId}`))).toEqual(
      { status: 404, code: 'RESOURCE_UNKNOWN' },
    );
    expect(errorOf(await tpp.get(first?.accounts?.[0]?._links.self.href ?? ''))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });

  it('is deterministic: every initialize, of this TPP or another, yields the same world; only the ids are fresh', async () => {
    const tpp = newSandboxTpp();
    const first = await readWorld(tpp, await initializeSandboxOf(tpp));
    const secondCustomers = await initializeSandboxOf(tpp);
    const second = await readWorld(tpp, secondCustomers);
    const other = newSandboxTpp();
    const third = await readWorld(other, await initializeSandboxOf(other));
    expect(first.transactionCount).toBeGreaterThan(400);
    expect(second.content).toEqual(first.content);
    expect(third.content).toEqual(first.content);
    expect(secondCustomers[0]?.customerId).not.toBe(first.customerIds[0]);
  });

  it('takes no input: a body with fields is 400 FORMAT_ERROR', async () => {
    const response = await newSandboxTpp().post('/v1/sandbox/initialize', { customers: 1 });
    expect(errorOf(response)).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'customers' });
    expect((await newSandboxTpp().post('/v1/sandbox/initialize', {})).status).toBe(200);
  });
});

/**
 * Everything a TPP can read of its sandbox, without ids and links, transactions in a canonical order, and calendar days
 * as offsets from the world's latest day, so that two worlds compare equal when only ids (and the date) differ.
 */
async function readWorld(tpp: SandboxTpp, customers: SandboxCustomerView[]) {
  const listed = (
    (await tpp.get('/v1/sandbox/customers?withAccounts=true&withAgreements=true')).body as {
      customers: SandboxCustomerView[];
    }
  ).customers;
  expect(listed).toEqual(customers);
  const accounts = listed.flatMap((customer) => [...(customer.accounts ?? []), ...(customer.cardAccounts ?? [])]);
  const transactions = await Promise.all(
    accounts.map(async (account) =>
      ((await tpp.get(`${account._links.transactions.href}?limit=1000`)).body as unknown[])
        .map(strip)
        .map((entry) => JSON.stringify(entry))
        .sort(),
    ),
  );
  const world = JSON.stringify({ customers: listed.map(strip), transactions });
  const days = [...world.matchAll(/"(\d{4}-\d{2}-\d{2})"/g)].map((match) => Date.parse(match[1] ?? ''));
  const latest = Math.max(...days);
  const content = world.replace(
    /"(\d{4}-\d{2}-\d{2})"/g,
    (_match, day: string) => `"day${(Date.parse(day) - latest) / 86_400_000}"`,
  );
  return {
    content: JSON.parse(content) as unknown,
    customerIds: customers.map((customer) => customer.customerId),
    transactionCount: transactions.flat().length,
  };
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value !== 'object' || value === null) return value;
  const ignored = new Set(['customerId', 'resourceId', 'agreementId', 'id', '_links']);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !ignored.has(key))
      .map(([key, item]) => [key, strip(item)]),
  );
}
