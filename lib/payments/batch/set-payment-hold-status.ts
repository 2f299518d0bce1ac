import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { canMovePaymentStatus } from '@/lib/payments/payment-transitions';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { holdStatuses, type HoldStatus } from './batch-schemas';
import { recordPaymentHold } from './record-payment-hold';

/**
 * What each move is for (release 1.21.18, D24): a hold takes a payment waiting for the batch, a release gives back only
 * a held one (so it never skips the PSU's SCA or a second approver); a stop may end any payment not yet final (null).
 */
const movableFrom: Record<HoldStatus, readonly TransactionStatus[] | null> = {
  onHold: ['PDNG'],
  released: ['ACWP'],
  stopped: null,
};

export type SetPaymentHoldStatusInput = {
  tppId: string;
  paymentId: string;
  status: HoldStatus;
  now: Date;
};

/**
 * PUT /v1/sandbox/payments/{paymentId}/status (D24): puts a payment on hold (ACWP), releases it (PDNG) or stops it
 * (RJCT) by compare-and-swap along the payment status machine, else 409; each hold is recorded (recordPaymentHold).
 */
export async function setPaymentHoldStatus(
  input: SetPaymentHoldStatusInput,
): Promise<{ paymentId: string; transactionStatus: TransactionStatus }> {
  const payment = await db.payment.findFirst({
    where: { id: input.paymentId, tppId: input.tppId },
    select: { status: true },
  });
  // D4: another TPP's payment is as unknown as a payment that does not exist.
  if (!payment) throw new Xs2aError('RESOURCE_UNKNOWN', { text: 'There is no such payment in your sandbox.' });
  const to = holdStatuses[input.status];
  const from = movableFrom[input.status];
  if ((from && !from.includes(payment.status)) || !canMovePaymentStatus(payment.status, to)) {
    throw new Xs2aError('STATUS_INVALID', {
      path: 'status',
      text: `status: a payment with transactionStatus ${payment.status} cannot be ${input.status}.`,
    });
  }
  const move = { paymentId: input.paymentId, from: payment.status, to, now: input.now };
  const isMoved = await db.$transaction(async (tx) => {
    if (!(await movePaymentStatus(move, tx))) return false;
    await recordPaymentHold(tx, move);
    return true;
  });
  if (!isMoved) {
    throw new Xs2aError('STATUS_INVALID', {
      text: 'The payment changed status at the same moment; read its status and send the request again.',
    });
  }
  return { paymentId: input.paymentId, transactionStatus: to };
}
