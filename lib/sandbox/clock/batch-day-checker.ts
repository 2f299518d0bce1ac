import { db } from '@/lib/db';
import { periodicExecutionDates } from '@/lib/payments/batch/periodic-execution-dates';
import { dateToDay, dayToDate } from '@/lib/sandbox/shared/calendar';

/**
 * D16: for a clock passing many days, whether the batch has anything to do on a bank day of one TPP's sandbox: an
 * approved single or bulk payment due by then, or a standing-order date on it. Days without are passed over.
 */
export async function batchDayChecker(tppId: string): Promise<(day: string) => Promise<boolean>> {
  const periodic = await db.payment.findMany({
    where: { tppId, status: 'PDNG', service: 'periodic_payments', startDate: { not: null } },
    select: {
      startDate: true,
      endDate: true,
      frequency: true,
      dayOfExecution: true,
      executionRule: true,
      monthsOfExecution: true,
    },
  });
  const schedules = periodic.map((payment) => ({
    ...payment,
    startDate: dateToDay(payment.startDate ?? new Date(0)),
    endDate: payment.endDate ? dateToDay(payment.endDate) : null,
  }));
  const known = new Map<string, boolean>();
  return async (day) => {
    const cached = known.get(day);
    if (cached !== undefined) return cached;
    const isDue =
      schedules.some((schedule) => periodicExecutionDates(schedule, day).length > 0) ||
      (await db.payment.count({
        where: {
          tppId,
          status: 'PDNG',
          service: { in: ['payments', 'bulk_payments'] },
          OR: [{ requestedExecutionDate: null }, { requestedExecutionDate: { lte: dayToDate(day) } }],
        },
      })) > 0;
    known.set(day, isDue);
    return isDue;
  };
}
