import { db } from '@/lib/db';
import { TransactionStatus } from '@/lib/generated/prisma/enums';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { canMovePaymentStatus, isFinalPaymentStatus } from '@/lib/payments/payment-transitions';
import type { CoreConnection } from './core-connection';

export type DeliveredHandoff = { id: string; idempotencyKey: string; paymentId: string };

/** The core's answers a payment takes (D32): final ones only, so a TPP never reads an intermediate status after SCA. */
const takenCoreStatuses: readonly TransactionStatus[] = ['ACSC', 'ACCC', 'ACCP', 'RJCT'];

/**
 * D32: asks the core for one delivered payment's status and takes a final one by compare-and-swap (ACCP with
 * fundsAvailable=false, D24), which closes the row. Says whether this call moved the payment, and its status now.
 */
export async function takeCorePaymentStatus(input: {
  core: CoreConnection;
  row: DeliveredHandoff;
  now: Date;
  signal?: AbortSignal;
}): Promise<{ isMoved: boolean; status: TransactionStatus | null }> {
  const { row } = input;
  const reported = await coreStatus(input.core, row.idempotencyKey, input.signal);
  const payment = await db.payment.findUnique({ where: { id: row.paymentId }, select: { status: true } });
  const current = payment?.status;
  let isMoved = false;
  if (
    current &&
    reported &&
    takenCoreStatuses.includes(reported) &&
    reported !== current &&
    canMovePaymentStatus(current, reported)
  ) {
    const data = reported === 'ACCP' ? { fundsAvailable: false } : undefined;
    isMoved = await movePaymentStatus({ paymentId: row.paymentId, from: current, to: reported, now: input.now, data });
  }
  const after = await db.payment.findUnique({ where: { id: row.paymentId }, select: { status: true } });
  if (!after || isFinalPaymentStatus(after.status))
    await db.paymentOutbox.updateMany({ where: { id: row.id, status: 'DELIVERED' }, data: { status: 'DONE' } });
  return { isMoved, status: after?.status ?? null };
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
