import type { TransactionStatus } from '@/lib/generated/prisma/enums';

/** The Berlin Group 1.3.11 transactionStatus_SBS values a basket is reported with. */
export type BasketStatus = 'RJCT' | 'CANC' | 'RCVD' | 'PATC' | 'ACTC' | 'ACSC';

/**
 * D25: a basket's status is the worst case among its payments, worst first, each rank reported with the
 * transactionStatus_SBS code that says the same thing. ACTC is the basket's code for approved payments (PDNG).
 */
const rank: Record<TransactionStatus, { order: number; reported: BasketStatus }> = {
  RJCT: { order: 0, reported: 'RJCT' },
  ACCP: { order: 0, reported: 'RJCT' },
  CANC: { order: 1, reported: 'CANC' },
  RCVD: { order: 2, reported: 'RCVD' },
  PATC: { order: 3, reported: 'PATC' },
  PART: { order: 3, reported: 'PATC' },
  ACTC: { order: 4, reported: 'ACTC' },
  PDNG: { order: 4, reported: 'ACTC' },
  ACWP: { order: 4, reported: 'ACTC' },
  ACWC: { order: 4, reported: 'ACTC' },
  ACFC: { order: 4, reported: 'ACTC' },
  ACSP: { order: 4, reported: 'ACTC' },
  ACSC: { order: 5, reported: 'ACSC' },
  ACCC: { order: 5, reported: 'ACSC' },
};

export function basketStatus(paymentStatuses: readonly TransactionStatus[]): BasketStatus {
  const worst = paymentStatuses.reduce<TransactionStatus | undefined>(
    (current, status) => (current === undefined || rank[status].order < rank[current].order ? status : current),
    undefined,
  );
  // A basket always holds at least one payment; an emptied one (its payments freed by DELETE) was cancelled.
  return worst === undefined ? 'CANC' : rank[worst].reported;
}
