import { describe, expect, it } from 'vitest';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import { approvedPaymentStatus } from './approved-payment-status';
import { isExecutedAtApproval } from './instant-payment-products';

const authorities = {
  approver: { canRegister: true, registerLimit: null, canApprove: true, approvalLimit: null },
  registrar: { canRegister: true, registerLimit: null, canApprove: false, approvalLimit: null },
  limited: { canRegister: true, registerLimit: 500n, canApprove: false, approvalLimit: null },
} as const;

describe('approvedPaymentStatus (D23, D24)', () => {
  // Never an intermediate status (ACTC, ACSP, ...), for every product: an instant payment is executed after the commit.
  it.each([
    ['payments', 'norwegian-domestic-credit-transfers', 'approver', 'PDNG', false],
    ['bulk_payments', 'sepa-credit-transfers', 'approver', 'PDNG', false],
    ['payments', 'instant-sepa-credit-transfers', 'approver', 'PDNG', true],
    ['payments', 'instant-norwegian-domestic-credit-transfers-straks', 'approver', 'PDNG', true],
    ['bulk_payments', 'instant-sepa-credit-transfers', 'approver', 'PDNG', true],
    // A standing order waits for its own dates, whatever the product: never executed at approval.
    ['periodic_payments', 'instant-norwegian-domestic-credit-transfers-straks', 'approver', 'PDNG', false],
    ['periodic_payments', 'instant-sepa-credit-transfers', 'approver', 'PDNG', false],
    ['periodic_payments', 'norwegian-domestic-credit-transfers', 'approver', 'PDNG', false],
    ['periodic_payments', 'instant-sepa-credit-transfers', 'registrar', 'PATC', false],
    ['payments', 'instant-sepa-credit-transfers', 'registrar', 'PATC', true],
    ['payments', 'instant-sepa-credit-transfers', 'limited', 'over-limit', true],
  ] as const)(
    '%s of %s, approved by the %s: %s (executed at approval: %s)',
    (service: PaymentService, product, authority, status, isInstant) => {
      expect(
        approvedPaymentStatus({
          authority: authorities[authority],
          payment: { service, product, status: 'RCVD', totalAmount: 1_000n },
        }),
      ).toBe(status);
      expect(isExecutedAtApproval({ service, product })).toBe(isInstant);
    },
  );
});
