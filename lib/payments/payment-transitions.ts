import type { TransactionStatus } from '@/lib/generated/prisma/enums';

/**
 * The payment status machine (ISO 20022 codes as the Berlin Group uses them; the spec lists only PDNG and ACCP, D8 the
 * rest). Persisted by compare-and-swap (movePaymentStatus), so concurrent requests and batch runs cannot skip a state.
 */
export const paymentTransitions: Record<TransactionStatus, readonly TransactionStatus[]> = {
  /** Received and valid; waiting for the PSU's SCA. */
  RCVD: ['ACTC', 'PATC', 'PDNG', 'ACSC', 'ACCC', 'RJCT', 'CANC'],
  /** Accepted technical validation: an instant payment on its way to execution, or a payment the bank holds. */
  ACTC: ['PDNG', 'ACSC', 'ACCC', 'RJCT', 'CANC'],
  /** Corporate: registered or approved by one PSU, waiting for an approver whose limit covers the amount. */
  PATC: ['PDNG', 'ACSC', 'ACCC', 'RJCT', 'CANC'],
  /** D8: approved by the PSU, waiting for the batch. Cannot be cancelled by the TPP (spec "Errors"). */
  PDNG: ['ACSC', 'ACCC', 'ACCP', 'ACWP', 'RJCT'],
  /** With fundsAvailable=false: the batch found too little money; retried by later runs of the day. */
  ACCP: ['ACCP', 'ACSC', 'ACCC', 'ACWP', 'RJCT'],
  /** The bank holds or stopped the payment (release 1.21.18); released back to the batch or rejected. */
  ACWP: ['PDNG', 'RJCT'],
  /** Executed: booked on the debtor's account. Final. */
  ACSC: [],
  /** Executed and credited to a creditor account of this bank. Final. */
  ACCC: [],
  /** Never entered by this bank. */
  ACSP: [],
  ACWC: [],
  ACFC: [],
  PART: [],
  /** Rejected (SCA failed or cancelled by the PSU, no funds after the day's last run, stopped by the bank). Final. */
  RJCT: [],
  /** Cancelled by the TPP before approval. Final. */
  CANC: [],
};

/** The statuses a payment can have: RCVD at initiation and each one a transition enters (the document's enum). */
export const enteredPaymentStatuses: readonly TransactionStatus[] = [
  'RCVD',
  ...new Set(Object.values(paymentTransitions).flat()),
];

export function canMovePaymentStatus(from: TransactionStatus, to: TransactionStatus): boolean {
  return paymentTransitions[from].includes(to);
}

export function isFinalPaymentStatus(status: TransactionStatus): boolean {
  return paymentTransitions[status].length === 0;
}
