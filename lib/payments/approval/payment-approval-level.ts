import type { PaymentAuthority } from '@/lib/payments/approval/list-debtor-accounts';

/**
 * What one PSU's approval does to a payment (spec "Sandbox engagement", D23): approve (APPROVE within approvalLimit),
 * register (REGISTER within registerLimit, or APPROVE below the amount: the payment waits for another approver as
 * PATC), or nothing (over every limit the PSU holds).
 */
export type ApprovalLevel = 'approve' | 'register' | 'over-limit';

const covers = (limit: bigint | null, amount: bigint): boolean => limit === null || limit >= amount;

export function paymentApprovalLevel(authority: PaymentAuthority, amount: bigint): ApprovalLevel {
  if (authority.canApprove && covers(authority.approvalLimit, amount)) return 'approve';
  if (authority.canApprove || (authority.canRegister && covers(authority.registerLimit, amount))) return 'register';
  return 'over-limit';
}
