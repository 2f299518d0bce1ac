import { bankDate } from '@/lib/berlin-group/bank-date';
import { isInstantPaymentProduct } from '@/lib/payments/approval/instant-payment-products';
import { firstReachableBatchDay } from '@/lib/payments/batch/batch-slots';
import {
  firstScheduledDate,
  lastScheduledDate,
  scheduledDateCount,
  type PeriodicSchedule,
} from '@/lib/payments/batch/periodic-execution-dates';

/** When an approval at `now` can still pay: the batch's configured runs of the day (lib/env XS2A_BATCH_TIMES, D24). */
export type ApprovalMoment = { now: Date; batchTimes: readonly string[] };

/**
 * A periodic payment's schedule as an approval at that moment would carry it out (D23, D24): startDate and endDate
 * only bound it, so the page shows the schedule's own first and last dates, and the first is the first date a batch
 * run can still pay. A date whose execution day has passed, or is today after the day's last run, is not paid.
 */
export type ScheduleAtApproval = PeriodicSchedule & {
  /** Null: every date of the schedule has passed (or none falls between startDate and endDate): nothing to approve. */
  firstPaymentDate: string | null;
  /** Null: no endDate (until further notice), or no date at all. */
  lastPaymentDate: string | null;
  /** Dates of the schedule before firstPaymentDate passed before the approval: they are not paid. */
  hasPassedDates: boolean;
  /** The payments an approval now makes, firstPaymentDate to lastPaymentDate; null: until cancelled (no endDate). */
  paymentCount: number | null;
};

export function scheduleAtApproval(planned: PeriodicSchedule, moment: ApprovalMoment): ScheduleAtApproval {
  const firstPaymentDate = firstScheduledDate(planned, firstReachableBatchDay(moment.now, moment.batchTimes));
  const lastPaymentDate = lastScheduledDate(planned);
  const paymentCount =
    planned.endDate === null
      ? null
      : firstPaymentDate && lastPaymentDate
        ? scheduledDateCount(planned, firstPaymentDate, lastPaymentDate)
        : 0;
  return {
    ...planned,
    firstPaymentDate,
    lastPaymentDate,
    hasPassedDates: firstPaymentDate !== firstScheduledDate(planned),
    paymentCount,
  };
}

/**
 * Whether a single or bulk payment's requestedExecutionDate has passed at the approval (D23): before the first day a
 * batch run can still execute it (an instant product is executed at the approval, so today is not passed). The
 * batch then executes it as soon as possible, at its next run, and the page says so rather than showing a past date.
 */
export function isExecutionDatePassed(
  payment: { product: string; requestedExecutionDate: string | null },
  moment: ApprovalMoment,
): boolean {
  if (payment.requestedExecutionDate === null) return false;
  const firstDay = isInstantPaymentProduct(payment.product)
    ? bankDate(moment.now)
    : firstReachableBatchDay(moment.now, moment.batchTimes);
  return payment.requestedExecutionDate < firstDay;
}
