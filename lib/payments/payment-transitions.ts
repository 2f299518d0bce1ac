import type { TransactionStatus } from '@/lib/generated/prisma/enums';

/**
 * The payment status machine (ISO 20022 codes as the Berlin Group uses them; the spec lists only PDNG and ACCP, D8 the
 * rest). Persisted by compare-and-swap (movePaymentStatus), so concurrent requests and batch runs cannot skip a state.
 */
export const paymentTransitions: Record<TransactionStatus, readonly TransactionStatus[]> = {
  /** Received and valid; waiting for the PSU's SCA. */
  RCVD: ['PATC', 'PDNG', 'ACSC', 'ACCC', 'RJCT', 'CANC'],
  /** Corporate: registered or approved by one PSU, waiting for an approver whose limit covers the amount. */
  PATC: ['PDNG', 'ACSC', 'ACCC', 'RJCT', 'CANC'],
  /** D8, D23: approved by the PSU, waiting for execution (the batch or the core). Cannot be cancelled (spec "Errors"). */
  PDNG: ['ACSC', 'ACCC', 'ACCP', 'ACWP', 'RJCT'],
  /** D24: with fundsAvailable=false, rejected for lack of funds (spec): the day's last run, or at once when instant. Final. */
  ACCP: [],
  /** The bank holds or stopped the payment (release 1.21.18); released back to the batch or rejected. */
  ACWP: ['PDNG', 'RJCT'],
  /** Executed: booked on the debtor's account. Final. */
  ACSC: [],
  /** Executed and credited to a creditor account of this bank. Final. */
  ACCC: [],
  /** Never entered by this bank (D23: an approval leaves no intermediate status; ACTC rows were moved to PDNG). */
  ACTC: [],
  ACSP: [],
  ACWC: [],
  ACFC: [],
  PART: [],
  /** Rejected for any reason but lack of funds: SCA refused, stopped by the bank, cannot be executed. Final. */
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
