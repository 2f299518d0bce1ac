/** Where the API shows a state: a status field of a resource, or the code of a refusal. */
export type StateField = 'consentStatus' | 'transactionStatus' | 'basketStatus' | 'scaStatus' | 'tppMessages';

/** One row of "How to produce each state" (D16): the state as the API writes it and how a TPP gets it in the sandbox. */
export type StateRecipe = { field: StateField; state: string; how: { en: string; nb: string } };

const consent = 'POST /v1/bank-offered-consents';
const payment = 'POST /v1/payments/norwegian-domestic-credit-transfers';
const basket = 'POST /v1/signing-baskets with the paymentIds of RCVD payments';
const basketNb = 'POST /v1/signing-baskets med paymentId-ene til RCVD-betalinger';
const approve = 'open scaRedirect, sign in as 12085592767 (Ola Nordmann) and approve';
const approveNb = 'åpne scaRedirect, logg inn som 12085592767 (Ola Nordmann) og godkjenn';
const register =
  'with PSU-Context: CORPORATE, open scaRedirect, sign in as 13039319955 (Kari Nordmann, who may only register for Fjordbygg AS) and approve';
const registerNb =
  'med PSU-Context: CORPORATE, åpne scaRedirect, logg inn som 13039319955 (Kari Nordmann, som bare kan registrere for Fjordbygg AS) og godkjenn';
const cancelAtSca = 'open scaRedirect, sign in, choose Cancel and "Yes, cancel"';
const cancelAtScaNb = 'åpne scaRedirect, logg inn, velg Avbryt og «Ja, avbryt»';
const expire =
  'PUT /v1/sandbox/consents/{consentId}/status {"consentStatus":"expired"} ("Expire this consent now" on /portal/sandbox)';
const expireNb =
  'PUT /v1/sandbox/consents/{consentId}/status {"consentStatus":"expired"} («La samtykket utløpe nå» på /portal/sandbox)';
const revoke =
  'PUT /v1/sandbox/consents/{consentId}/status {"consentStatus":"revokedByPsu"} ("Revoke as the customer" on /portal/sandbox), or the PSU\'s "My consents" page';
const revokeNb =
  'PUT /v1/sandbox/consents/{consentId}/status {"consentStatus":"revokedByPsu"} («Trekk tilbake som kunden» på /portal/sandbox), eller kundens side «Mine samtykker»';
const stop =
  'PUT /v1/sandbox/payments/{paymentId}/status {"status":"stopped"} (the bank\'s stop; "Stop" in the sandbox editor)';
const stopNb =
  'PUT /v1/sandbox/payments/{paymentId}/status {"status":"stopped"} (bankens stopp; «Stopp» i sandkasseredigeringen)';

/**
 * Every consent, payment, basket and SCA status the API gives and every refusal a TPP must handle, with how to produce
 * it in the sandbox. The API reference prints it; tests/integration/sandbox/produce-each-state.test.ts produces each.
 */
export const stateRecipes: StateRecipe[] = [
  { field: 'consentStatus', state: 'received', how: { en: `${consent}.`, nb: `${consent}.` } },
  {
    field: 'consentStatus',
    state: 'valid',
    how: { en: `${consent}, then ${approve} the accounts.`, nb: `${consent}, deretter ${approveNb} kontoene.` },
  },
  {
    field: 'consentStatus',
    state: 'rejected',
    how: { en: `${consent}, then ${cancelAtSca}.`, nb: `${consent}, deretter ${cancelAtScaNb}.` },
  },
  {
    field: 'consentStatus',
    state: 'revokedByPsu',
    how: { en: `A valid consent, then ${revoke}.`, nb: `Et gyldig samtykke, deretter ${revokeNb}.` },
  },
  {
    field: 'consentStatus',
    state: 'expired',
    how: { en: `A valid consent, then ${expire}.`, nb: `Et gyldig samtykke, deretter ${expireNb}.` },
  },
  {
    field: 'consentStatus',
    state: 'terminatedByTpp',
    how: {
      en: 'A valid consent, then DELETE /v1/consents/{consentId}.',
      nb: 'Et gyldig samtykke, deretter DELETE /v1/consents/{consentId}.',
    },
  },
  { field: 'transactionStatus', state: 'RCVD', how: { en: `${payment}.`, nb: `${payment}.` } },
  {
    field: 'transactionStatus',
    state: 'PATC',
    how: { en: `${payment} ${register}.`, nb: `${payment} ${registerNb}.` },
  },
  {
    field: 'transactionStatus',
    state: 'PDNG',
    how: { en: `${payment}, then ${approve}.`, nb: `${payment}, deretter ${approveNb}.` },
  },
  {
    field: 'transactionStatus',
    state: 'ACWP',
    how: {
      en: 'A PDNG payment, then PUT /v1/sandbox/payments/{paymentId}/status {"status":"onHold"} (the bank\'s hold; "Hold" in the sandbox editor).',
      nb: 'En PDNG-betaling, deretter PUT /v1/sandbox/payments/{paymentId}/status {"status":"onHold"} («Hold tilbake» i sandkasseredigeringen).',
    },
  },
  {
    field: 'transactionStatus',
    state: 'ACSC',
    how: {
      en: 'A PDNG payment to an account at another bank, then POST /v1/sandbox/batch-runs.',
      nb: 'En PDNG-betaling til en konto i en annen bank, deretter POST /v1/sandbox/batch-runs.',
    },
  },
  {
    field: 'transactionStatus',
    state: 'ACCC',
    how: {
      en: 'A PDNG payment to another account of the sandbox, then POST /v1/sandbox/batch-runs.',
      nb: 'En PDNG-betaling til en annen konto i sandkassen, deretter POST /v1/sandbox/batch-runs.',
    },
  },
  {
    field: 'transactionStatus',
    state: 'ACCP with fundsAvailable false',
    how: {
      en: 'A PDNG payment of more than the account holds (e.g. NOK 900,000,000.00), then POST /v1/sandbox/batch-runs {"lastRunOfDay":true}.',
      nb: 'En PDNG-betaling på mer enn kontoen har (for eksempel 900 000 000,00 kr), deretter POST /v1/sandbox/batch-runs {"lastRunOfDay":true}.',
    },
  },
  {
    field: 'transactionStatus',
    state: 'RJCT',
    how: {
      en: `A payment not yet final, then ${stop}; or ${cancelAtSca}.`,
      nb: `En betaling som ikke er endelig, deretter ${stopNb}; eller ${cancelAtScaNb}.`,
    },
  },
  {
    field: 'transactionStatus',
    state: 'CANC',
    how: {
      en: 'A RCVD payment, then DELETE /v1/payments/{payment-product}/{paymentId}.',
      nb: 'En RCVD-betaling, deretter DELETE /v1/payments/{payment-product}/{paymentId}.',
    },
  },
  { field: 'basketStatus', state: 'RCVD', how: { en: `${basket}.`, nb: `${basketNb}.` } },
  {
    field: 'basketStatus',
    state: 'PATC',
    how: {
      en: `A basket of payments initiated ${register.replace('open scaRedirect', 'then open its scaRedirect')}.`,
      nb: `En kurv med betalinger initiert ${registerNb.replace('åpne scaRedirect', 'deretter åpne kurvens scaRedirect')}.`,
    },
  },
  {
    field: 'basketStatus',
    state: 'ACTC',
    how: {
      en: `A basket, then ${approve.replace('scaRedirect', 'its scaRedirect')}.`,
      nb: `En kurv, deretter ${approveNb.replace('scaRedirect', 'kurvens scaRedirect')}.`,
    },
  },
  {
    field: 'basketStatus',
    state: 'ACSC',
    how: {
      en: 'An ACTC basket, then POST /v1/sandbox/batch-runs.',
      nb: 'En ACTC-kurv, deretter POST /v1/sandbox/batch-runs.',
    },
  },
  {
    field: 'basketStatus',
    state: 'RJCT',
    how: {
      en: `An ACTC basket, then ${stop} for one of its payments.`,
      nb: `En ACTC-kurv, deretter ${stopNb} for en av betalingene.`,
    },
  },
  {
    field: 'basketStatus',
    state: 'CANC',
    how: {
      en: 'A RCVD basket, then DELETE /v1/signing-baskets/{basketId}.',
      nb: 'En RCVD-kurv, deretter DELETE /v1/signing-baskets/{basketId}.',
    },
  },
  {
    field: 'scaStatus',
    state: 'finalised',
    how: {
      en: 'Approve at the bank (a consent or a payment); read the scaStatus link.',
      nb: 'Godkjenn i banken (et samtykke eller en betaling); les lenken scaStatus.',
    },
  },
  {
    field: 'scaStatus',
    state: 'failed',
    how: { en: `${cancelAtSca}; read the scaStatus link.`, nb: `${cancelAtScaNb}; les lenken scaStatus.` },
  },
  {
    field: 'tppMessages',
    state: 'CONSENT_EXPIRED',
    how: {
      en: `A valid consent, then ${expire}; the next GET /v1/accounts is 401 with _links.scaRedirect.`,
      nb: `Et gyldig samtykke, deretter ${expireNb}; neste GET /v1/accounts gir 401 med _links.scaRedirect.`,
    },
  },
  {
    field: 'tppMessages',
    state: 'ACCESS_EXCEEDED',
    how: {
      en: 'GET /v1/accounts/{account-id}/balances without PSU-IP-Address four times; the fifth is 429 with Retry-After.',
      nb: 'GET /v1/accounts/{account-id}/balances uten PSU-IP-Address fire ganger; det femte kallet gir 429 med Retry-After.',
    },
  },
  {
    field: 'tppMessages',
    state: 'CONSENT_UNKNOWN',
    how: {
      en: `A valid consent, then ${revoke}; the next GET /v1/accounts is 403.`,
      nb: `Et gyldig samtykke, deretter ${revokeNb}; neste GET /v1/accounts gir 403.`,
    },
  },
  {
    field: 'tppMessages',
    state: 'CANCELLATION_INVALID',
    how: {
      en: 'DELETE /v1/payments/{payment-product}/{paymentId} of a PDNG payment (an approved payment is never cancelled, D22).',
      nb: 'DELETE /v1/payments/{payment-product}/{paymentId} på en PDNG-betaling (en godkjent betaling kan aldri kanselleres, D22).',
    },
  },
];

/** States the Berlin Group defines that this bank never gives, with why, printed under the table. */
export const statesNeverGiven: { state: string; why: { en: string; nb: string } }[] = [
  {
    state: 'scaStatus exempted',
    why: { en: 'the bank exempts no SCA.', nb: 'banken gjør ingen unntak fra sterk kundeautentisering.' },
  },
  {
    state: 'FUNDS_NOT_AVAILABLE',
    why: {
      en: 'a lack of funds is found by the batch, never at initiation: the payment becomes ACCP with fundsAvailable false.',
      nb: 'manglende dekning oppdages av batchen, aldri ved initiering: betalingen blir ACCP med fundsAvailable false.',
    },
  },
];
