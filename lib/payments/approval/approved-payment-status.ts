import type { PaymentService, TransactionStatus } from '@/lib/generated/prisma/enums';
import type { PaymentAuthority } from '@/lib/payments/approval/list-debtor-accounts';
import { paymentApprovalLevel } from '@/lib/payments/approval/payment-approval-level';

/**
 * D23: the status a PSU's approval moves a payment to, for every product: PDNG, PATC when only registered, or
 * 'over-limit'. Never an intermediate status. Shared by a payment's approval and a signing basket's (D25).
 */
export function approvedPaymentStatus(input: {
  authority: PaymentAuthority;
  payment: { service: PaymentService; status: TransactionStatus; totalAmount: bigint; product: string };
}): TransactionStatus | 'over-limit' {
  const level = paymentApprovalLevel(input.authority, input.payment.totalAmount);
  if (level === 'over-limit' || (level === 'register' && input.payment.status === 'PATC')) return 'over-limit';
  return level === 'register' ? 'PATC' : 'PDNG';
}
