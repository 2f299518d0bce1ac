import fc from 'fast-check';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { booleanText, nearbyDay, pick, wholeNumber, type FuzzOperation } from './fuzz-operation';
import type { FuzzWorld, IdPair } from './fuzz-world';

// The XS2A routes under app/v1 other than the sandbox's: consents, account information, card accounts, agreements,
// user, payment initiation (D22), signing baskets (D25), and the catch-all that answers every other /v1 path.

const withBalance = { params: { withBalance: booleanText } };
const reportQuery = {
  params: {
    bookingStatus: fc.constantFrom('booked', 'pending', 'both', 'all'),
    dateFrom: nearbyDay,
    dateTo: nearbyDay,
    limit: wholeNumber(1, 1000),
    withBalance: booleanText,
  },
  required: ['bookingStatus'],
};

const consented = (pool: (world: FuzzWorld) => IdPair[]) => (world: FuzzWorld, index: number) => {
  const pair = pick(pool(world), index);
  return { ids: { 'account-id': pair.id, transactionId: pair.childId }, psu: pair.psu };
};
const accountOf = consented((world) => world.consentedAccounts);
const cardOf = consented((world) => world.consentedCardAccounts);
const eitherPsu = (_world: FuzzWorld, index: number) => ({
  psu: index % 2 === 0 ? ('private' as const) : ('corporate' as const),
});

// Consents the TPP may ask about: bank-offered ones with their authorisation, and the two granted ones.
function consentOf(world: FuzzWorld, index: number) {
  const pool = [
    ...world.consentAuthorisations,
    ...[world.consents.private, world.consents.corporate].map((consent) => ({
      consentId: consent.consentId,
      authorisationId: world.consentAuthorisations[0]?.authorisationId ?? '',
    })),
  ];
  const { consentId, authorisationId } = pick(pool, index);
  return { ids: { consentId, authorisationId }, psu: 'private' as const };
}

/** A bank-offered consent made afresh for DELETE, so that the granted consents stay valid for the other operations. */
async function victimConsent(world: FuzzWorld) {
  const response = await world.tpp.client.request('POST', '/v1/bank-offered-consents');
  if (response.status !== 201)
    throw new Error(`Creating a victim consent answered ${response.status}: ${response.text.slice(0, 200)}`);
  return { ids: { consentId: (response.body as { consentId: string }).consentId }, psu: 'private' as const };
}

const tomorrow = () => addDays(bankDate(new Date()), 1);
const domestic = {
  instructedAmount: { currency: 'NOK', amount: '12.50' },
  creditorName: 'Kari Nordmann',
  creditorAccount: { bban: '86011117947' },
};
// A debtorAccount, so that a read payment has every field the Berlin Group schema requires (D22 lets it be left out).
const debtorAccount = { bban: '12345678903' };
const paymentBodies: Record<string, () => unknown> = {
  payments: () => ({ ...domestic, debtorAccount, requestedExecutionDate: tomorrow() }),
  'periodic-payments': () => ({
    ...domestic,
    debtorAccount,
    startDate: tomorrow(),
    frequency: 'MonthlyVariable',
    monthsOfExecution: ['1', '6'],
  }),
  'bulk-payments': () => ({ batchBookingPreferred: true, debtorAccount, payments: [domestic, domestic] }),
};
const paymentServices = Object.keys(paymentBodies);
const paymentProducts = [
  'norwegian-domestic-credit-transfers',
  'domestic-norway-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
];

/** A payment of the service the index picks, initiated afresh (a victim for DELETE) or once per world and service. */
async function initiatedPayment(world: FuzzWorld, index: number) {
  const service = pick(paymentServices, index);
  const product = pick(paymentProducts, index);
  const response = await world.tpp.client.request('POST', `/v1/${service}/${product}`, {
    body: JSON.stringify(paymentBodies[service]?.()),
  });
  if (response.status !== 201)
    throw new Error(`Initiating a payment answered ${response.status}: ${response.text.slice(0, 200)}`);
  const { paymentId, _links } = response.body as { paymentId: string; _links: { scaStatus: { href: string } } };
  return {
    ids: {
      'payment-service': service,
      'payment-product': product,
      paymentId,
      authorisationId: _links.scaStatus.href.split('/').at(-1) ?? '',
    },
    psu: 'none' as const,
  };
}
const paymentsOfWorld = new WeakMap<FuzzWorld, Map<string, ReturnType<typeof initiatedPayment>>>();
function paymentOf(world: FuzzWorld, index: number) {
  const known = paymentsOfWorld.get(world) ?? new Map<string, ReturnType<typeof initiatedPayment>>();
  paymentsOfWorld.set(world, known);
  const key = `${index % paymentServices.length}`;
  const payment = known.get(key) ?? initiatedPayment(world, index % paymentServices.length);
  known.set(key, payment);
  return payment;
}
const paymentPath = '/v1/{payment-service}/{payment-product}/{paymentId}';

/** A signing basket of one fresh single payment (a victim for DELETE), or the world's one basket for the reads. */
async function createdBasket(world: FuzzWorld) {
  const { ids } = await initiatedPayment(world, 0);
  const response = await world.tpp.client.request('POST', '/v1/signing-baskets', {
    body: JSON.stringify({ paymentIds: [ids.paymentId] }),
  });
  if (response.status !== 201)
    throw new Error(`Creating a signing basket answered ${response.status}: ${response.text.slice(0, 200)}`);
  const { basketId, _links } = response.body as { basketId: string; _links: { scaStatus: { href: string } } };
  return { ids: { basketId, authorisationId: _links.scaStatus.href.split('/').at(-1) ?? '' }, psu: 'none' as const };
}
const basketsOfWorld = new WeakMap<FuzzWorld, ReturnType<typeof createdBasket>>();
function basketOf(world: FuzzWorld) {
  const basket = basketsOfWorld.get(world) ?? createdBasket(world);
  basketsOfWorld.set(world, basket);
  return basket;
}
const basketPath = '/v1/signing-baskets/{basketId}';

const unknownPaths = [
  'payments/sepa-credit-transfers',
  'periodic-payments/x',
  'signing-baskets/x/status/y',
  'funds-confirmations',
  'sandbox',
  'accounts/a/b/c/d',
  'consents/x/y/z/w',
  'v1',
  '',
];

export const xs2aOperations: FuzzOperation[] = [
  { method: 'POST', path: '/v1/bank-offered-consents', resolve: () => ({ psu: 'private' }) },
  { method: 'POST', path: '/v1/consents', resolve: () => ({ psu: 'private' }) },
  { method: 'GET', path: '/v1/consents/{consentId}', resolve: consentOf },
  { method: 'DELETE', path: '/v1/consents/{consentId}', resolve: victimConsent },
  { method: 'GET', path: '/v1/consents/{consentId}/status', resolve: consentOf },
  { method: 'GET', path: '/v1/consents/{consentId}/authorisations', resolve: consentOf },
  { method: 'GET', path: '/v1/consents/{consentId}/authorisations/{authorisationId}', resolve: consentOf },
  { method: 'GET', path: '/v1/accounts', resolve: eitherPsu, query: withBalance },
  { method: 'GET', path: '/v1/accounts/{account-id}', resolve: accountOf, query: withBalance },
  { method: 'GET', path: '/v1/accounts/{account-id}/balances', resolve: accountOf },
  { method: 'GET', path: '/v1/accounts/{account-id}/transactions', resolve: accountOf, query: reportQuery },
  { method: 'GET', path: '/v1/accounts/{account-id}/transactions/{transactionId}', resolve: accountOf },
  { method: 'GET', path: '/v1/card-accounts', resolve: () => ({ psu: 'private' }), query: withBalance },
  { method: 'GET', path: '/v1/card-accounts/{account-id}', resolve: cardOf, query: withBalance },
  { method: 'GET', path: '/v1/card-accounts/{account-id}/balances', resolve: cardOf },
  { method: 'GET', path: '/v1/card-accounts/{account-id}/transactions', resolve: cardOf, query: reportQuery },
  { method: 'GET', path: '/v1/agreements', resolve: () => ({ psu: 'private' }) },
  { method: 'GET', path: '/v1/user', resolve: () => ({ psu: 'private' }) },
  {
    method: 'POST',
    path: '/v1/{payment-service}/{payment-product}',
    resolve: (_world, index) => ({
      ids: { 'payment-service': pick(paymentServices, index), 'payment-product': pick(paymentProducts, index) },
      psu: 'none',
    }),
    body: () => fc.constantFrom(...paymentServices).map((service) => paymentBodies[service]?.()),
  },
  { method: 'GET', path: paymentPath, resolve: paymentOf },
  { method: 'DELETE', path: paymentPath, resolve: initiatedPayment },
  { method: 'GET', path: `${paymentPath}/status`, resolve: paymentOf },
  { method: 'POST', path: `${paymentPath}/authorisations`, resolve: paymentOf },
  { method: 'GET', path: `${paymentPath}/authorisations`, resolve: paymentOf },
  { method: 'GET', path: `${paymentPath}/authorisations/{authorisationId}`, resolve: paymentOf },
  {
    method: 'POST',
    path: '/v1/signing-baskets',
    resolve: () => ({ psu: 'none' }),
    body: () => fc.record({ paymentIds: fc.array(fc.string({ maxLength: 40 }), { maxLength: 3 }) }),
  },
  { method: 'GET', path: basketPath, resolve: basketOf },
  { method: 'DELETE', path: basketPath, resolve: createdBasket },
  { method: 'GET', path: `${basketPath}/status`, resolve: basketOf },
  { method: 'POST', path: `${basketPath}/authorisations`, resolve: basketOf },
  { method: 'GET', path: `${basketPath}/authorisations`, resolve: basketOf },
  { method: 'GET', path: `${basketPath}/authorisations/{authorisationId}`, resolve: basketOf },
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method): FuzzOperation => ({
    method,
    path: '/v1/{...path}',
    resolve: (_world, index) => ({ ids: { '...path': pick(unknownPaths, index) }, psu: 'private' }),
    body: () => fc.jsonValue({ maxDepth: 2 }),
  })),
];
