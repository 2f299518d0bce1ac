import { db } from '@/lib/db';
import type { CoreConnection } from './core-connection';
import { takeCorePaymentStatus, type DeliveredHandoff } from './take-core-payment-status';

/** A delivered payment's status is asked for again after this long (D32). */
export const corePollIntervalMilliseconds = 15_000;

export type PollCorePaymentStatusesInput = {
  core: CoreConnection;
  now: Date;
  limit?: number;
  signal?: AbortSignal;
};

/**
 * D32: asks the core for the status of delivered payments in turn (the rows longest due) and takes each status the
 * payment status machine allows by compare-and-swap; a final one closes the row. Once `signal` aborts, no row is asked.
 */
export async function pollCorePaymentStatuses(input: PollCorePaymentStatusesInput): Promise<{ moved: string[] }> {
  const nextTurn = new Date(input.now.getTime() + corePollIntervalMilliseconds);
  const rows = await db.$queryRaw<DeliveredHandoff[]>`
    UPDATE "PaymentOutbox" SET "nextAttemptAt" = ${nextTurn}
    WHERE "id" IN (
      SELECT "id" FROM "PaymentOutbox" WHERE "status" = 'DELIVERED' AND "nextAttemptAt" <= ${input.now}
      ORDER BY "nextAttemptAt", "id" LIMIT ${input.limit ?? 50}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id", "idempotencyKey", "paymentId"`;
  const moved: string[] = [];
  for (const row of rows) {
    if (input.signal?.aborted) break;
    const taken = await takeCorePaymentStatus({ core: input.core, row, now: input.now, signal: input.signal });
    if (taken.isMoved) moved.push(row.paymentId);
  }
  return { moved };
}
