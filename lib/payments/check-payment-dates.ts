import { bankDate } from '@/lib/berlin-group/bank-date';
import { executionHorizonYears, latestDateAhead, standingOrderHorizonYears } from '@/lib/berlin-group/date-horizon';
import { firstScheduledDate, type PeriodicSchedule } from '@/lib/payments/batch/periodic-execution-dates';
import type { PaymentRequest, PaymentSchedule } from '@/lib/payments/parse-payment-request';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * D22, D11: requestedExecutionDate and startDate from the bank's date to one year ahead, endDate at most ten years
 * ahead and not before the first scheduled date (D24); otherwise 400 EXECUTION_DATE_INVALID naming the field.
 */
export function checkPaymentDates(input: { request: PaymentRequest; now: Date }): void {
  const { request, now } = input;
  const today = bankDate(now);
  const latestExecution = latestDateAhead(now, executionHorizonYears);
  const executionDates = {
    requestedExecutionDate: request.requestedExecutionDate,
    startDate: request.schedule?.startDate,
  };
  for (const [field, date] of Object.entries(executionDates)) {
    if (date !== undefined && date < today) {
      throw new Xs2aError('EXECUTION_DATE_INVALID', {
        path: field,
        text: `${field} ${date} is in the past; the bank's date is ${today}.`,
      });
    }
    if (date !== undefined && date > latestExecution) {
      throw new Xs2aError('EXECUTION_DATE_INVALID', {
        path: field,
        text: `${field} ${date} is more than a year ahead; the latest this bank accepts is ${latestExecution}.`,
      });
    }
  }
  const endDate = request.schedule?.endDate;
  const latestEnd = latestDateAhead(now, standingOrderHorizonYears);
  if (endDate !== undefined && endDate > latestEnd) {
    throw new Xs2aError('EXECUTION_DATE_INVALID', {
      path: 'endDate',
      text: `endDate ${endDate} is more than ${standingOrderHorizonYears} years ahead; the latest this bank accepts is ${latestEnd}. Leave endDate out for a standing order without an end.`,
    });
  }
  if (request.schedule && firstScheduledDate(periodicSchedule(request.schedule)) === null) {
    const { startDate } = request.schedule;
    throw new Xs2aError('EXECUTION_DATE_INVALID', {
      path: 'endDate',
      text: `No date of the schedule falls between startDate ${startDate} and endDate ${endDate}: the payment would never be made.`,
    });
  }
}

function periodicSchedule(schedule: PaymentSchedule): PeriodicSchedule {
  return {
    ...schedule,
    endDate: schedule.endDate ?? null,
    dayOfExecution: schedule.dayOfExecution ?? null,
    executionRule: schedule.executionRule ?? null,
    monthsOfExecution: schedule.monthsOfExecution ?? [],
  };
}
