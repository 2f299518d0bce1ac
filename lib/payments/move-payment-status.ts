import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { canMovePaymentStatus } from '@/lib/payments/payment-transitions';

export type MovePaymentStatusInput = {
  paymentId: string;
  from: TransactionStatus;
  to: TransactionStatus;
  data?: Prisma.PaymentUncheckedUpdateManyInput;
  now: Date;
};

/**
 * Moves a payment along a legal status transition with a compare-and-swap update, so a TPP's cancel, the PSU's
 * approval and a batch run racing each other cannot skip or repeat a state. `data` is written in the same update
 * (fundsAvailable, the debtor account chosen at SCA, ...). False when the payment was no longer in `from`.
 */
export async function movePaymentStatus(
  input: MovePaymentStatusInput,
  client: Prisma.TransactionClient = db,
): Promise<boolean> {
  if (!canMovePaymentStatus(input.from, input.to))
    throw new Error(`Illegal payment status transition ${input.from} → ${input.to}`);
  const result = await client.payment.updateMany({
    where: { id: input.paymentId, status: input.from },
    data: { ...input.data, status: input.to, statusChangedAt: input.now },
  });
  return result.count === 1;
}
