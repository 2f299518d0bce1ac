import { describe, expect, it } from 'vitest';
import { scaDecision } from './sca-decision';

const atDecision = {
  kind: 'PAYMENT',
  scaStatus: 'PSU_AUTHENTICATED',
  customerId: 'c1',
  context: 'PRIVATE',
  agreementId: null,
  consentId: null,
  paymentId: 'p1',
  basketId: null,
} as const;

describe('scaDecision', () => {
  it.each([
    ['a payment', atDecision, 'PAYMENT', 'p1'],
    ['a consent', { ...atDecision, kind: 'CONSENT', paymentId: null, consentId: 'k1' }, 'CONSENT', 'k1'],
    ['a basket', { ...atDecision, kind: 'SIGNING_BASKET', paymentId: null, basketId: 'b1' }, 'SIGNING_BASKET', 'b1'],
  ] as const)('gives the PSU, context and subject of %s at its decision step', (_name, flow, kind, subjectId) => {
    expect(scaDecision(flow, kind)).toEqual({ customerId: 'c1', context: 'PRIVATE', subjectId });
  });

  it.each([
    ['of another kind', { ...atDecision, consentId: 'k1' }, 'CONSENT'],
    ['before sign-in', { ...atDecision, customerId: null }, 'PAYMENT'],
    ['before the context is chosen', { ...atDecision, context: null }, 'PAYMENT'],
    ['corporate without an agreement', { ...atDecision, context: 'CORPORATE' }, 'PAYMENT'],
    ['finalised', { ...atDecision, scaStatus: 'FINALISED' }, 'PAYMENT'],
    ['without its payment', { ...atDecision, paymentId: null }, 'PAYMENT'],
  ] as const)('is null for a flow %s', (_name, flow, kind) => {
    expect(scaDecision(flow, kind)).toBeNull();
  });
});
