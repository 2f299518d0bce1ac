import { bankDate } from '@/lib/berlin-group/bank-date';
import { env } from '@/lib/env';
import { findCatchUpDay } from './find-catch-up-day';
import { runPaymentBatch, type BatchReport } from './run-payment-batch';

export type RunBatchOnDemandInput = {
  tppId: string;
  now: Date;
  isLastRunOfDay: boolean;
  times?: readonly string[];
};

/**
 * D24: an extra run of today over one TPP's sandbox (POST /v1/sandbox/batch-runs, the portal's "Run batch now"). With
 * scheduled runs (`times`, default lib/env XS2A_BATCH_TIMES) it reaches the standing-order dates the day's scheduled
 * runs catch up, so it never completes a standing order whose last date they are still to pay; once today's last run
 * closed the day, it pays none of today's dates (what that run missed stays missed). With none (`off`) only today's,
 * as no run records which days were closed.
 */
export async function runBatchOnDemand(input: RunBatchOnDemandInput): Promise<BatchReport> {
  const day = bankDate(input.now);
  const times = input.times ?? env.XS2A_BATCH_TIMES;
  const catchUpFrom = times.length > 0 ? await findCatchUpDay({ day }) : day;
  return runPaymentBatch({ tppId: input.tppId, now: input.now, day, catchUpFrom, isLastRunOfDay: input.isLastRunOfDay });
}
