import { db } from '@/lib/db';
import { TransactionStatus } from '@/lib/generated/prisma/enums';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { canMovePaymentStatus, isFinalPaymentStatus } from '@/lib/payments/payment-transitions';
import type { CoreConnection } from './core-connection';

/** A delivered payment's status is asked for again after this long (D32). */
export const corePollIntervalMilliseconds = 15_000;

type Due = { id: string; idempotencyKey: string; paymentId: string };

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
  const rows = await db.$queryRaw<Due[]>`
    UPDATE "PaymentOutbox" SET "nextAttemptAt" = ${nextTurn}
    WHERE "id" IN (
      SELECT "id" FROM "PaymentOutbox" WHERE "status" = 'DELIVERED' AND "nextAttemptAt" <= ${input.now}
      ORDER BY "nextAttemptAt", "id" LIMIT ${input.limit ?? 50}
      FOR UPDATE SKIP LOCKED)
    RETURNING "id", "idempotencyKey", "paymentId"`;
  const moved: string[] = [];
  for (const row of rows) {
    if (input.signal?.aborted) break;
    const reported = await coreStatus(input.core, row.idempotencyKey, input.signal);
    const payment = await db.payment.findUnique({ where: { id: row.paymentId }, select: { status: true } });
    const current = payment?.status;
    if (
      current &&
      reported &&
      reported !== current &&
      canMovePaymentStatus(current, reported) &&
      (await movePaymentStatus({ paymentId: row.paymentId, from: current, to: reported, now: input.now }))
    ) {
      moved.push(row.paymentId);
    }
    const now = await db.payment.findUnique({ where: { id: row.paymentId }, select: { status: true } });
    if (!now || isFinalPaymentStatus(now.status))
      await db.paymentOutbox.updateMany({ where: { id: row.id, status: 'DELIVERED' }, data: { status: 'DONE' } });
  }
  return { moved };
}

async function coreStatus(
  core: CoreConnection,
  idempotencyKey: string,
  signal: AbortSignal | undefined,
): Promise<TransactionStatus | null> {
  try {
    const response = await core.request({
      method: 'GET',
      path: idempotencyKey,
      headers: { accept: 'application/json' },
      signal,
    });
    if (response.status < 200 || response.status >= 300) return null;
    const status = (JSON.parse(response.body) as { transactionStatus?: unknown } | null)?.transactionStatus;
    return typeof status === 'string' && status in TransactionStatus ? (status as TransactionStatus) : null;
  } catch {
    return null;
  }
}
