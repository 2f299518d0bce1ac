import { describe, expect, it } from 'vitest';
import { failedScaKind, scaOutcomeKind } from './sca-outcome-kind';

describe('SCA outcome kinds (D33)', () => {
  it.each([
    ['CONSENT', 'consent'],
    ['PAYMENT', 'payment'],
    ['PAYMENT_CANCELLATION', 'payment-cancellation'],
    ['SIGNING_BASKET', 'signing-basket'],
    ['USER_IDENTIFICATION', 'user-identification'],
  ] as const)('a finalised %s counts as %s', (kind, label) => {
    expect(scaOutcomeKind(kind)).toBe(label);
  });

  it.each([
    [{ consentId: 'c', paymentId: null, basketId: null }, 'consent'],
    [{ consentId: null, paymentId: 'p' }, 'payment'],
    [{ consentId: null, paymentId: null, basketId: 'b' }, 'signing-basket'],
    [{ consentId: null }, 'user-identification'],
  ])('a failed SCA waited for by %j counts as %s', (input, label) => {
    expect(failedScaKind(input)).toBe(label);
  });
});
