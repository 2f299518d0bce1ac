import { describe, expect, it } from 'vitest';
import { scaStepPath } from './sca-flow';

const base = { scaStatus: 'RECEIVED', customerId: null, context: null, agreementId: null, kind: 'CONSENT' } as const;

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
    [
      'private chosen',
      { ...base, scaStatus: 'PSU_AUTHENTICATED', customerId: 'c', context: 'PRIVATE' },
      '/sca/consent',
    ],
    [
      'corporate agreement chosen, app flow',
      { ...base, scaStatus: 'STARTED', customerId: 'c', context: 'CORPORATE', agreementId: 'a' },
      '/sca/consent',
    ],
    [
      'identification decides on the confirm page',
      { ...base, kind: 'USER_IDENTIFICATION', scaStatus: 'PSU_AUTHENTICATED', customerId: 'c', context: 'PRIVATE' },
      '/sca/confirm',
    ],
    [
      'a payment decides on the payment page',
      { ...base, kind: 'PAYMENT', scaStatus: 'PSU_AUTHENTICATED', customerId: 'c', context: 'PRIVATE' },
      '/sca/payment',
    ],
    [
      'a signing basket decides on the basket page (D25)',
      { ...base, kind: 'SIGNING_BASKET', scaStatus: 'PSU_AUTHENTICATED', customerId: 'c', context: 'PRIVATE' },
      '/sca/basket',
    ],
    ['finalised', { ...base, scaStatus: 'FINALISED', customerId: 'c', context: 'PRIVATE' }, '/sca/return'],
    ['failed before sign-in', { ...base, scaStatus: 'FAILED' }, '/sca/return'],
  ] as const)('%s → %s', (_name, flow, expected) => {
    expect(scaStepPath(flow)).toBe(expected);
  });
});
