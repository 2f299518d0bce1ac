import type { Prisma } from '@/lib/generated/prisma/client';

/** What became of a payment's handoff to the bank's core (D32), as seen under its row lock. */
export type PaymentHandoff =
  /** No outbox row: the sandbox, or a payment not yet approved. */
  | 'none'
  /** Written and never sent: withdrawing it keeps the payment from the core. */
  | 'unsent'
  /** Delivered, or at least one attempt made (the core may have it even without answering): the core decides now. */
  | 'sent';

/**
 * D22, D32: locks a payment's PaymentOutbox row for the rest of the transaction and says whether it was ever sent, so
 * a cancellation and a dispatch cannot both win.
 */
export async function lockPaymentHandoff(paymentId: string, client: Prisma.TransactionClient): Promise<PaymentHandoff> {
  const rows = await client.$queryRaw<{ status: string; attempts: number }[]>`
    SELECT "status"::text AS "status", "attempts" FROM "PaymentOutbox" WHERE "paymentId" = ${paymentId} FOR UPDATE`;
  const row = rows[0];
  if (!row) return 'none';
  return row.status === 'PENDING' && row.attempts === 0 ? 'unsent' : 'sent';
}
