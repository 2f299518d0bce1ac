import { db } from '@/lib/db';
import { addDays, dayToDate } from '@/lib/sandbox/shared/calendar';
import { batchRunScope } from '@/lib/sandbox/clock/batch-run-scope';

/**
 * Spec 6, D24: the approved periodic payments a run on `day` looks at: PDNG and started (an execution rule may move the
 * first date up to two days earlier). Whether one is due today is decided per payment (periodicExecutionDates).
 */
export async function findDuePeriodicPayments(input: { tppId?: string; day: string }): Promise<string[]> {
  const payments = await db.payment.findMany({
    where: {
      ...batchRunScope(input.tppId),
      status: 'PDNG',
      service: 'periodic_payments',
      startDate: { lte: dayToDate(addDays(input.day, 2)) },
    },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return payments.map((payment) => payment.id);
}
