import fc from 'fast-check';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { grantTestConsent } from '@/tests/integration/support/grant-test-consent';
import { insertPaymentFrom } from '@/tests/integration/support/payment-fixture-batch';
import { newCustomerNumber } from '@/tests/integration/support/sandbox-tpp';
import { booleanText, nearbyDay, pick, wholeNumber, type FuzzOperation } from './fuzz-operation';
import type { FuzzWorld } from './fuzz-world';

// The sandbox mock-data API: every operation of openapi/xs2a.openapi.json, with good bodies built from the world.

const names = fc.constantFrom('Kari Nordmann', 'Åse Ødegård', 'Fjelltopp AS', 'O’Brien – Test', 'A');
const currencies = fc.constantFrom('NOK', 'NOK', 'EUR', 'SEK');
const int32 = fc.integer({ min: -2_147_483_648, max: 2_147_483_647 });
const amount = fc.oneof(fc.integer({ min: -500_000, max: 500_000 }), int32);

/** A national identity number (D10 customers use them): valid unless the check digits come out as 10. */
const customerNumber = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.nat(99),
    individual: fc.nat(999),
  })
  .map(({ day, month, year, individual }) => {
    const digits = [
      ...`${String(day).padStart(2, '0')}${String(month).padStart(2, '0')}${String(year).padStart(2, '0')}${String(individual).padStart(3, '0')}`,
    ].map(Number);
    const check = (values: number[], weights: number[]) =>
      (11 - (weights.reduce((sum, weight, index) => sum + weight * (values[index] ?? 0), 0) % 11)) % 11;
    const first = check(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    const second = check([...digits, first], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    return `${digits.join('')}${first % 10}${second % 10}`;
  });

const numbersOf = (world: FuzzWorld, type?: 'PRIVATE' | 'CORPORATE') =>
  world.customers
    .filter((customer) => !type || customer.customerType === type)
    .map((customer) => customer.customerNumber);

function balances(types: string[]) {
  return fc
    .tuple(
      currencies,
      fc.subarray(types, { minLength: 1 }),
      fc.array(amount, { minLength: types.length, maxLength: types.length }),
    )
    .map(([currency, chosen, amounts]) =>
      chosen.map((balanceType, index) => ({ balanceAmount: { currency, amount: amounts[index] }, balanceType })),
    );
}

// D16: a booked transaction is booked on or before its value date; a pending one has no booking date yet.
const bookedOrPending = fc
  .tuple(fc.constantFrom('booked', 'pending'), nearbyDay, fc.integer({ min: 0, max: 5 }))
  .map(([bookingStatus, day, earlier]) =>
    bookingStatus === 'pending'
      ? { bookingStatus, valueDate: day }
      : { bookingStatus, bookingDate: addDays(day, -earlier), valueDate: day },
  );

/** A victim to destroy: created afresh, so that deleting it leaves the world as it was. */
async function created(
  world: FuzzWorld,
  path: string,
  body: unknown,
  idOf: (body: Record<string, unknown>) => unknown,
): Promise<string> {
  const response = await world.tpp.client.request('POST', path, { body: JSON.stringify(body) });
  if (response.status !== 201)
    throw new Error(`Creating a victim at ${path} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return String(idOf(response.body as Record<string, unknown>));
}

const transactionQuery = {
  fromDate: nearbyDay,
  toDate: nearbyDay,
  offset: wholeNumber(0, 50),
  limit: wholeNumber(1, 1000),
};
const customerQuery = { params: { withAccounts: booleanText, withAgreements: booleanText } };
const account = (world: FuzzWorld, index: number) => ({
  ids: { mockAccountId: pick(world.accounts, index).id, transactionId: pick(world.accounts, index).childId },
});
const card = (world: FuzzWorld, index: number) => ({
  ids: {
    mockCardAccountId: pick(world.cardAccounts, index).id,
    transactionId: pick(world.cardAccounts, index).childId,
  },
});

export const sandboxOperations: FuzzOperation[] = [
  {
    method: 'POST',
    path: '/v1/sandbox/initialize',
    resolve: () => ({ signer: 'scratch' }),
    body: () => fc.constant({}),
  },
  { method: 'GET', path: '/v1/sandbox/customers', query: customerQuery },
  {
    method: 'POST',
    path: '/v1/sandbox/customers',
    body: () =>
      fc.record({ customerNumber, customerType: fc.constantFrom('PRIVATE', 'CORPORATE'), customerName: names }),
  },
  {
    method: 'GET',
    path: '/v1/sandbox/customers/{customerId}',
    resolve: (world, index) => ({ ids: { customerId: pick(world.customers, index).id } }),
    query: customerQuery,
  },
  {
    method: 'DELETE',
    path: '/v1/sandbox/customers/{customerId}',
    resolve: async (world) => ({
      ids: {
        customerId: await created(
          world,
          '/v1/sandbox/customers',
          { customerNumber: newCustomerNumber(), customerType: 'PRIVATE', customerName: 'Victim' },
          (body) => body.customerId,
        ),
      },
    }),
  },
  {
    method: 'POST',
    path: '/v1/sandbox/accounts',
    body: (world) =>
      fc.record(
        {
          customerNumber: fc.constantFrom(...numbersOf(world)),
          currency: fc.constant('NOK'),
          name: names,
          product: fc.constant('Brukskonto'),
          cashAccountType: fc.constantFrom('CACC', 'SVGS'),
          status: fc.constantFrom('enabled', 'blocked', 'deleted'),
        },
        { requiredKeys: ['customerNumber', 'currency'] },
      ),
  },
  { method: 'GET', path: '/v1/sandbox/accounts/{mockAccountId}', resolve: account },
  {
    method: 'DELETE',
    path: '/v1/sandbox/accounts/{mockAccountId}',
    resolve: async (world) => ({
      ids: {
        mockAccountId: await created(
          world,
          '/v1/sandbox/accounts',
          { customerNumber: '12085592767', currency: 'NOK' },
          (body) => body.resourceId,
        ),
      },
    }),
  },
  {
    method: 'PUT',
    path: '/v1/sandbox/accounts/{mockAccountId}/balances',
    resolve: account,
    body: () => balances(['closingBooked', 'expected']),
  },
  {
    method: 'GET',
    path: '/v1/sandbox/accounts/{mockAccountId}/transactions',
    resolve: account,
    query: { params: transactionQuery },
  },
  { method: 'GET', path: '/v1/sandbox/accounts/{mockAccountId}/payments', resolve: account },
  {
    method: 'POST',
    path: '/v1/sandbox/accounts/{mockAccountId}/transactions',
    resolve: account,
    body: (world) =>
      fc
        .tuple(
          bookedOrPending,
          fc.record(
            {
              amount: amount.filter((value) => value !== 0),
              currency: fc.constant('NOK'),
              remittanceInformationUnstructured: fc.constantFrom('Husleie mars', 'Faktura 1234'),
              remittanceInformationStructuredArray: fc.constant([{ reference: 'RF18539007547034' }]),
              counterpartyName: names,
              // An account outside the sandbox now and then one inside it (refused as a debtor, D16).
              counterpartyAccount: fc.constantFrom<Record<string, string>>(
                { iban: 'NO9386011117947' },
                { bban: '86011117947' },
                ...world.ibans.slice(0, 2).map((iban) => ({ iban })),
              ),
              bankTransactionCode: fc.constant('PMNT-RCDT-ESCT'),
              ultimateDebtor: names,
              ultimateCreditor: names,
              purposeCode: fc.constantFrom('SALA', 'RENT'),
            },
            { requiredKeys: ['amount', 'currency'] },
          ),
        )
        // The account itself is the debtor of a debit and the creditor of a credit; the other party is the counterparty.
        .map(([dates, { counterpartyName, counterpartyAccount, ...fields }]) => ({
          ...fields,
          ...dates,
          ...(fields.amount < 0
            ? { creditorName: counterpartyName, creditorAccount: counterpartyAccount }
            : { debtorName: counterpartyName, debtorAccount: counterpartyAccount }),
        })),
  },
  { method: 'GET', path: '/v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}', resolve: account },
  {
    method: 'POST',
    path: '/v1/sandbox/card-accounts',
    body: (world) =>
      fc.record(
        {
          customerNumber: fc.constantFrom(...numbersOf(world)),
          maskedPan: fc.nat(9999).map((last) => `492500******${String(last).padStart(4, '0')}`),
          currency: fc.constant('NOK'),
          creditLimit: fc.record({ currency: fc.constant('NOK'), amount: fc.nat(10_000_000) }),
          cardId: fc.constant('CRD-1'),
          expiry: fc.constant('2029-12'),
          name: names,
          product: fc.constant('Visa Gull'),
          status: fc.constantFrom('enabled', 'blocked', 'deleted'),
        },
        { requiredKeys: ['customerNumber', 'maskedPan', 'currency'] },
      ),
  },
  { method: 'GET', path: '/v1/sandbox/card-accounts/{mockCardAccountId}', resolve: card },
  {
    method: 'PUT',
    path: '/v1/sandbox/card-accounts/{mockCardAccountId}/balances',
    resolve: card,
    body: () => balances(['closingBooked', 'expected', 'interimBooked']),
  },
  {
    method: 'GET',
    path: '/v1/sandbox/card-accounts/{mockCardAccountId}/transactions',
    resolve: card,
    query: { params: { ...transactionQuery, bookingStatus: fc.constantFrom('booked', 'pending', 'both') } },
  },
  {
    method: 'POST',
    path: '/v1/sandbox/card-accounts/{mockCardAccountId}/transactions',
    resolve: card,
    body: () =>
      fc
        .tuple(
          bookedOrPending,
          fc.record(
            {
              amount: amount.filter((value) => value !== 0),
              currency: fc.constant('NOK'),
              transactionDetails: fc.constantFrom('REMA 1000 OSLO', 'Refusjon'),
              cardAcceptorName: names,
              cardAcceptorCity: fc.constantFrom('Oslo', 'Tromsø'),
              cardAcceptorCountry: fc.constantFrom('NO', 'SE', 'XX'),
              merchantCategoryCode: fc.constantFrom('5411', '5812'),
              originalAmount: fc.record({ currency: fc.constant('EUR'), amount }),
            },
            { requiredKeys: ['amount', 'currency'] },
          ),
        )
        .map(([dates, fields]) => ({
          ...fields,
          ...dates,
          transactionDate: dates.valueDate,
          ...(fields.originalAmount ? { exchangeRate: '11.52' } : {}),
        })),
  },
  { method: 'GET', path: '/v1/sandbox/card-accounts/{mockCardAccountId}/transactions/{transactionId}', resolve: card },
  {
    method: 'POST',
    path: '/v1/sandbox/agreements',
    body: (world) =>
      fc.record({ owner: fc.constantFrom(...numbersOf(world, 'CORPORATE')), name: names }, { requiredKeys: ['owner'] }),
  },
  {
    method: 'GET',
    path: '/v1/sandbox/agreements/{mockAgreementId}',
    resolve: (world, index) => ({ ids: { mockAgreementId: pick(world.agreements, index).id } }),
  },
  {
    method: 'POST',
    path: '/v1/sandbox/agreements/{mockAgreementId}/engagements',
    resolve: (world, index) => ({
      ids: {
        mockAgreementId: pick(
          world.agreements.filter((agreement) => agreement.isCorporate),
          index,
        ).id,
      },
    }),
    body: (world) =>
      fc.record(
        {
          customer: fc.constantFrom(...numbersOf(world, 'PRIVATE')),
          account: fc.oneof(
            { weight: 4, arbitrary: fc.constantFrom(...world.corporateIbans).map((iban) => ({ iban })) },
            { weight: 1, arbitrary: fc.constantFrom(...world.ibans).map((iban) => ({ iban })) },
            { weight: 1, arbitrary: fc.constantFrom(...world.maskedPans).map((maskedPan) => ({ maskedPan })) },
          ),
          roles: fc
            .subarray(['OWNER', 'DISPOSAL', 'APPROVE', 'INTERNAL_TRANSFER', 'SALARY'])
            .map((roles) => ['VIEW', 'REGISTER', ...roles]),
          registerLimit: fc.nat(1_000_000),
          approvalLimit: fc.nat(1_000_000),
        },
        { requiredKeys: ['customer', 'account', 'roles'] },
      ),
  },
  {
    method: 'POST',
    path: '/v1/sandbox/batch-runs',
    body: () => fc.record({ lastRunOfDay: fc.boolean() }, { requiredKeys: [] }),
  },
  {
    method: 'PUT',
    path: '/v1/sandbox/payments/{paymentId}/status',
    // A payment written straight into the world's sandbox, in a status the bank can hold, from an account made for it
    // (like the victims of the deletes), so that it never depends on what earlier cases did to the world's accounts.
    resolve: async (world, index) => {
      const accountId = await created(
        world,
        '/v1/sandbox/accounts',
        { customerNumber: '12085592767', currency: 'NOK' },
        (body) => body.resourceId,
      );
      return {
        ids: {
          paymentId: await insertPaymentFrom({
            organizationIdentifier: world.tpp.organizationIdentifier,
            accountId,
            amount: 100,
            status: index % 2 === 0 ? 'PDNG' : 'ACWP',
          }),
        },
      };
    },
    body: () => fc.record({ status: fc.constantFrom('onHold', 'released', 'stopped') }),
  },
  // D16: the clock moves and resets a sandbox, so its moves are made on the scratch TPP, never on the world's.
  { method: 'GET', path: '/v1/sandbox/clock', resolve: () => ({ signer: 'scratch' }) },
  {
    method: 'PUT',
    path: '/v1/sandbox/clock',
    resolve: () => ({ signer: 'scratch' }),
    body: () =>
      fc.oneof(
        fc.record({ advanceBy: fc.constantFrom('PT1S', 'PT1M', 'P1D', 'P1W', 'P', 'P-1D', '1D', 'P1.5D', 'PT') }),
        fc.record({ now: fc.constantFrom('2020-01-01T00:00:00+01:00', '2999-01-01T00:00:00Z', 'tomorrow') }),
      ),
  },
  { method: 'DELETE', path: '/v1/sandbox/clock', resolve: () => ({ signer: 'scratch' }) },
  {
    method: 'PUT',
    path: '/v1/sandbox/consents/{consentId}/status',
    // A valid consent granted for this case alone (of a customer the world's consents are not of), so that ending it
    // leaves the world's consents as they were.
    resolve: async (world) => ({
      ids: {
        consentId: (
          await grantTestConsent({
            organizationIdentifier: world.tpp.organizationIdentifier,
            customerNumber: '12085592767',
            context: 'PRIVATE',
          })
        ).consentId,
      },
    }),
    body: () => fc.record({ consentStatus: fc.constantFrom('expired', 'revokedByPsu') }),
  },
];
