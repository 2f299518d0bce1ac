import { db } from '@/lib/db';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import { batchRunScope } from '@/lib/sandbox/clock/batch-run-scope';
import { executableStatuses } from './execute-payment';

/**
 * Spec 6, D24: the single and bulk payments approved (PDNG) that the batch executes on `day`, requested for that day or
 * earlier (no date: at once). Periodic payments are not in the batch; they run on their own dates. Ordered by id, so
 * that runs over the same payments meet them in the same order.
 */
export async function findDuePayments(input: { tppId?: string; day: string }): Promise<string[]> {
  const payments = await db.payment.findMany({
    where: {
      ...batchRunScope(input.tppId),
      status: { in: [...executableStatuses] },
      service: { in: ['payments', 'bulk_payments'] },
      OR: [{ requestedExecutionDate: null }, { requestedExecutionDate: { lte: dayToDate(input.day) } }],
    },
    select: { id: true },
    orderBy: { id: 'asc' },
  });
  return payments.map((payment) => payment.id);
}
