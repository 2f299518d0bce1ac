import { db } from '@/lib/db';
import { TransactionStatus } from '@/lib/generated/prisma/enums';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { canMovePaymentStatus, isFinalPaymentStatus } from '@/lib/payments/payment-transitions';

/**
 * D32: statuses come back by polling, so the core needs no way in: for each delivered payment, GET
 * {XS2A_CORE_PAYMENTS_URL}/{idempotencyKey} answers {"transactionStatus": "ACSC"} (docs/payment-outbox.md). A status the
 * payment's state machine allows is taken by compare-and-swap; a final one closes the outbox row (DONE). Anything else
 * (unreachable, unknown, an illegal move) is left for the next poll.
 */
export async function pollCorePaymentStatuses(input: { coreUrl: string; now: Date; limit?: number }): Promise<{ moved: string[] }> {
  const rows = await db.paymentOutbox.findMany({ where: { status: 'DELIVERED' }, orderBy: { deliveredAt: 'asc' }, take: input.limit ?? 50, select: { id: true, idempotencyKey: true, payment: { select: { id: true, status: true } } } });
  const moved: string[] = [];
  for (const row of rows) {
    const reported = await coreStatus(`${input.coreUrl.replace(/\/$/, '')}/${row.idempotencyKey}`);
    const current = row.payment.status;
    if (reported && reported !== current && canMovePaymentStatus(current, reported) && (await movePaymentStatus({ paymentId: row.payment.id, from: current, to: reported, now: input.now }))) {
      moved.push(row.payment.id);
    }
    const now = await db.payment.findUnique({ where: { id: row.payment.id }, select: { status: true } });
    if (!now || isFinalPaymentStatus(now.status)) await db.paymentOutbox.updateMany({ where: { id: row.id, status: 'DELIVERED' }, data: { status: 'DONE' } });
  }
  return { moved };
}

async function coreStatus(url: string): Promise<TransactionStatus | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return null;
    const status = ((await response.json()) as { transactionStatus?: unknown }).transactionStatus;
    return typeof status === 'string' && status in TransactionStatus ? (status as TransactionStatus) : null;
  } catch {
    return null;
  }
}
