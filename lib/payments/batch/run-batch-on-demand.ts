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
 * D24: an extra run of today over one TPP's sandbox (POST /v1/sandbox/batch-runs); it reaches the standing-order dates
 * the scheduled runs (`times`) catch up and closes no day.
 */
export async function runBatchOnDemand(input: RunBatchOnDemandInput): Promise<BatchReport> {
  const day = bankDate(input.now);
  const times = input.times ?? env.XS2A_BATCH_TIMES;
  const catchUpFrom = times.length > 0 ? await findCatchUpDay({ day }) : day;
  return runPaymentBatch({
    tppId: input.tppId,
    now: input.now,
    day,
    catchUpFrom,
    isLastRunOfDay: input.isLastRunOfDay,
  });
}
