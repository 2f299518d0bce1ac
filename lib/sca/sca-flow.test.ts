import { describe, expect, it } from 'vitest';
import { scaStepPath } from './sca-flow';

const base = { scaStatus: 'RECEIVED', customerId: null, context: null, agreementId: null, kind: 'CONSENT' } as const;
/** Signed in and in a private context: the flow is at its decision page. */
const signedInPrivate = { ...base, scaStatus: 'PSU_AUTHENTICATED', customerId: 'c', context: 'PRIVATE' } as const;

describe('scaStepPath', () => {
  it.each([
    ['not signed in', base, '/sca/sign-in'],
    ['not signed in, TPP asked for CORPORATE', { ...base, context: 'CORPORATE' }, '/sca/sign-in'],
    ['signed in, context not chosen', { ...base, scaStatus: 'PSU_AUTHENTICATED', customerId: 'c' }, '/sca/context'],
    [
      'corporate without an agreement',
      { ...base, scaStatus: 'PSU_AUTHENTICATED', customerId: 'c', context: 'CORPORATE' },
      '/sca/context',
    ],
    ['private chosen', signedInPrivate, '/sca/consent'],
    [
      'corporate agreement chosen, app flow',
      { ...base, scaStatus: 'STARTED', customerId: 'c', context: 'CORPORATE', agreementId: 'a' },
      '/sca/consent',
    ],
    ['identification decides on the confirm page', { ...signedInPrivate, kind: 'USER_IDENTIFICATION' }, '/sca/confirm'],
    ['a payment decides on the payment page', { ...signedInPrivate, kind: 'PAYMENT' }, '/sca/payment'],
    [
      'a signing basket decides on the basket page (D25)',
      { ...signedInPrivate, kind: 'SIGNING_BASKET' },
      '/sca/basket',
    ],
    ['finalised', { ...signedInPrivate, scaStatus: 'FINALISED' }, '/sca/return'],
    ['failed before sign-in', { ...base, scaStatus: 'FAILED' }, '/sca/return'],
  ] as const)('%s → %s', (_name, flow, expected) => {
    expect(scaStepPath(flow)).toBe(expected);
  });
});
