import { describe, expect, it } from 'vitest';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import { approvedPaymentStatus } from './approved-payment-status';

const authorities = {
  approver: { canRegister: true, registerLimit: null, canApprove: true, approvalLimit: null },
  registrar: { canRegister: true, registerLimit: null, canApprove: false, approvalLimit: null },
} as const;

describe('approvedPaymentStatus (D23, D24)', () => {
  it.each([
    ['payments', 'norwegian-domestic-credit-transfers', 'approver', 'PDNG'],
    ['bulk_payments', 'sepa-credit-transfers', 'approver', 'PDNG'],
    ['payments', 'instant-sepa-credit-transfers', 'approver', 'ACTC'],
    ['payments', 'instant-norwegian-domestic-credit-transfers-straks', 'approver', 'ACTC'],
    ['bulk_payments', 'instant-sepa-credit-transfers', 'approver', 'ACTC'],
    // A standing order waits for its own dates, whatever the product: never executed at approval.
    ['periodic_payments', 'instant-norwegian-domestic-credit-transfers-straks', 'approver', 'PDNG'],
    ['periodic_payments', 'instant-sepa-credit-transfers', 'approver', 'PDNG'],
    ['periodic_payments', 'norwegian-domestic-credit-transfers', 'approver', 'PDNG'],
    ['periodic_payments', 'instant-sepa-credit-transfers', 'registrar', 'PATC'],
  ] as const)('%s of %s, approved by the %s: %s', (service: PaymentService, product, authority, status) => {
    expect(
      approvedPaymentStatus({
        authority: authorities[authority],
        payment: { service, product, status: 'RCVD', totalAmount: 1_000n },
      }),
    ).toBe(status);
  });
});
