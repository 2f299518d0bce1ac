import fc from 'fast-check';
import { booleanText, nearbyDay, pick, wholeNumber, type FuzzOperation } from './fuzz-operation';
import type { FuzzWorld, IdPair } from './fuzz-world';

// The XS2A routes under app/v1 that openapi/xs2a.openapi.json does not describe: consents, account information, card
// accounts, agreements, user, and the catch-all that answers every other /v1 path.

const withBalance = { params: { withBalance: booleanText } };
const reportQuery = {
  params: { bookingStatus: fc.constantFrom('booked', 'pending', 'both', 'all'), dateFrom: nearbyDay, dateTo: nearbyDay, limit: wholeNumber(1, 1000), withBalance: booleanText },
  required: ['bookingStatus'],
};

const consented = (pool: (world: FuzzWorld) => IdPair[]) => (world: FuzzWorld, index: number) => {
  const pair = pick(pool(world), index);
  return { ids: { 'account-id': pair.id, transactionId: pair.childId }, psu: pair.psu };
};
const accountOf = consented((world) => world.consentedAccounts);
const cardOf = consented((world) => world.consentedCardAccounts);
const eitherPsu = (_world: FuzzWorld, index: number) => ({ psu: index % 2 === 0 ? ('private' as const) : ('corporate' as const) });

// Consents the TPP may ask about: bank-offered ones with their authorisation, and the two granted ones.
function consentOf(world: FuzzWorld, index: number) {
  const pool = [...world.consentAuthorisations, ...[world.consents.private, world.consents.corporate].map((consent) => ({ consentId: consent.consentId, authorisationId: world.consentAuthorisations[0]?.authorisationId ?? '' }))];
  const { consentId, authorisationId } = pick(pool, index);
  return { ids: { consentId, authorisationId }, psu: 'private' as const };
}

/** A bank-offered consent made afresh for DELETE, so that the granted consents stay valid for the other operations. */
async function victimConsent(world: FuzzWorld) {
  const response = await world.tpp.client.request('POST', '/v1/bank-offered-consents');
  if (response.status !== 201) throw new Error(`Creating a victim consent answered ${response.status}: ${response.text.slice(0, 200)}`);
  return { ids: { consentId: (response.body as { consentId: string }).consentId }, psu: 'private' as const };
}

const unknownPaths = ['payments/sepa-credit-transfers', 'periodic-payments/x', 'signing-baskets', 'funds-confirmations', 'sandbox', 'accounts/a/b/c/d', 'consents/x/y/z/w', 'v1', ''];

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
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map(
    (method): FuzzOperation => ({ method, path: '/v1/{...path}', resolve: (_world, index) => ({ ids: { '...path': pick(unknownPaths, index) }, psu: 'private' }), body: () => fc.jsonValue({ maxDepth: 2 }) }),
  ),
];
