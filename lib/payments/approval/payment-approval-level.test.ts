import { describe, expect, it } from 'vitest';
import { paymentApprovalLevel } from './payment-approval-level';

const none = { canRegister: false, registerLimit: null, canApprove: false, approvalLimit: null };

describe('paymentApprovalLevel', () => {
  it.each([
    [
      'own account (no limits)',
      { canRegister: true, registerLimit: null, canApprove: true, approvalLimit: null },
      10_000_000n,
      'approve',
    ],
    [
      'APPROVE with a limit above the amount',
      { ...none, canApprove: true, approvalLimit: 50_000n },
      49_999n,
      'approve',
    ],
    [
      'APPROVE with a limit equal to the amount',
      { ...none, canApprove: true, approvalLimit: 50_000n },
      50_000n,
      'approve',
    ],
    [
      'APPROVE with a limit below the amount',
      { ...none, canApprove: true, approvalLimit: 50_000n },
      50_001n,
      'register',
    ],
    ['REGISTER within its limit', { ...none, canRegister: true, registerLimit: 50_000n }, 50_000n, 'register'],
    ['REGISTER over its limit', { ...none, canRegister: true, registerLimit: 50_000n }, 50_001n, 'over-limit'],
    ['REGISTER without a limit', { ...none, canRegister: true }, 10n ** 12n, 'register'],
    ['neither role', none, 1n, 'over-limit'],
  ] as const)('%s: %s', (_name, authority, amount, level) => {
    expect(paymentApprovalLevel(authority, amount)).toBe(level);
  });
});
