import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import type { CoreConnection } from './core-connection';
import { corePaymentRequest } from './core-payment-request';

export type DispatchReport = { delivered: string[]; retried: string[]; failed: string[] };

type Claimed = { id: string; paymentId: string; idempotencyKey: string; attempts: number };

/**
 * The status an approval hands a payment over in (D23): a payment no longer in it (rejected, stopped) is never sent,
 * whatever its row says.
 */
export const sendablePaymentStatuses: readonly TransactionStatus[] = ['PDNG'];

/** A claim lasts this long; a dispatcher that died holding one is taken over after it. */
export const outboxClaimMilliseconds = 60_000;
/** After this many attempts the row is FAILED and waits for the operator. */
export const maxOutboxAttempts = 20;

/** Exponential backoff: 5 s, 10 s, 20 s, ... at most an hour. */
export function retryDelayMilliseconds(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export type DispatchPaymentOutboxInput = {
  core: CoreConnection;
  now: Date;
  limit?: number;
  signal?: AbortSignal;
  /** Only this payment's row: an instant payment handed over right after its approval (D32). */
  paymentId?: string;
};

/**
 * D32: hands pending outbox rows to the core, each claimed on its own just before its send; 2xx is DELIVERED, 408, 429,
 * 5xx or no answer is retried with backoff, anything else FAILED. Once `signal` aborts, no further row is claimed.
 */
export async function dispatchPaymentOutbox(input: DispatchPaymentOutboxInput): Promise<DispatchReport> {
  const report: DispatchReport = { delivered: [], retried: [], failed: [] };
  const started = performance.now();
  const clock = () => new Date(input.now.getTime() + Math.round(performance.now() - started));
  for (let count = 0; count < (input.limit ?? 20) && !input.signal?.aborted; count += 1) {
    const now = clock();
    const claimedUntil = new Date(now.getTime() + outboxClaimMilliseconds);
    const [row] = await db.$queryRaw<Claimed[]>`
      UPDATE "PaymentOutbox" SET "lockedUntil" = ${claimedUntil}, "attempts" = "attempts" + 1
      WHERE "id" = (
        SELECT "outbox"."id" FROM "PaymentOutbox" AS "outbox" JOIN "Payment" AS "payment" ON "payment"."id" = "outbox"."paymentId"
        WHERE "outbox"."status" = 'PENDING' AND "outbox"."nextAttemptAt" <= ${now}
          AND ("outbox"."lockedUntil" IS NULL OR "outbox"."lockedUntil" < ${now})
          AND "payment"."status"::text = ANY(${[...sendablePaymentStatuses]})
          AND (${input.paymentId ?? null}::text IS NULL OR "outbox"."paymentId" = ${input.paymentId ?? null})
        ORDER BY "outbox"."createdAt", "outbox"."id" LIMIT 1
        FOR UPDATE OF "outbox" SKIP LOCKED)
      RETURNING "id", "paymentId", "idempotencyKey", "attempts"`;
    if (!row) break;
    const answer = await send(input.core, row);
    const where = { id: row.id, status: 'PENDING' as const, lockedUntil: claimedUntil };
    if (answer.kind === 'accepted') {
      await db.paymentOutbox.updateMany({
        where,
        data: { status: 'DELIVERED', deliveredAt: new Date(), lockedUntil: null, lastError: null },
      });
      report.delivered.push(row.paymentId);
    } else if (answer.kind === 'refused' || row.attempts >= maxOutboxAttempts) {
      await db.paymentOutbox.updateMany({
        where,
        data: { status: 'FAILED', lockedUntil: null, lastError: answer.detail },
      });
      report.failed.push(row.paymentId);
    } else {
      await db.paymentOutbox.updateMany({
        where,
        data: {
          nextAttemptAt: new Date(now.getTime() + retryDelayMilliseconds(row.attempts)),
          lockedUntil: null,
          lastError: answer.detail,
        },
      });
      report.retried.push(row.paymentId);
    }
  }
  return report;
}

type CoreVerdict = { kind: 'accepted' } | { kind: 'refused' | 'retry'; detail: string };

async function send(core: CoreConnection, row: Claimed): Promise<CoreVerdict> {
  try {
    const body = JSON.stringify(await corePaymentRequest(row.paymentId));
    const response = await core.request({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': row.idempotencyKey },
      body,
    });
    if (response.status >= 200 && response.status < 300) return { kind: 'accepted' };
    const isRetryable = response.status === 408 || response.status === 429 || response.status >= 500;
    return { kind: isRetryable ? 'retry' : 'refused', detail: `the core answered ${response.status}` };
  } catch (error) {
    return { kind: 'retry', detail: `the core could not be reached: ${(error as Error).message}`.slice(0, 300) };
  }
}
