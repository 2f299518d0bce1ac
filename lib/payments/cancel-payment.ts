import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { getPaymentOrThrow, type GetPaymentOrThrowInput } from '@/lib/payments/get-payment-or-throw';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { openScaStatuses } from '@/lib/sca/sca-transitions';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** The statuses a TPP may still cancel: before the PSU's approval, or while a corporate payment waits for an approver. */
const cancellable: readonly TransactionStatus[] = ['RCVD', 'PATC'];

/**
 * DELETE of a payment (D22): RCVD and PATC become CANC by compare-and-swap and an open SCA for it fails; any other
 * status is 405 CANCELLATION_INVALID. Neither has a handoff to the core (D32): it is written with the approval (PDNG).
 */
export async function cancelPayment(input: GetPaymentOrThrowInput): Promise<void> {
  // A lost compare-and-swap (the PSU approved meanwhile) is read again, so the answer names the status it has now.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { id, status } = await getPaymentOrThrow(input);
    if (!cancellable.includes(status))
      throw new Xs2aError('CANCELLATION_INVALID', { text: cancellationRefusal(status) });
    const isCancelled = await db.$transaction(async (client) => {
      if (!(await movePaymentStatus({ paymentId: id, from: status, to: 'CANC', now: input.now }, client))) return false;
      await client.authorisation.updateMany({
        where: { paymentId: id, scaStatus: { in: openScaStatuses } },
        data: { scaStatus: 'FAILED' },
      });
      return true;
    });
    if (isCancelled) return;
  }
  throw new Xs2aError('STATUS_INVALID', {
    text: 'The payment changed status while it was being cancelled; read its status and try again.',
  });
}

function cancellationRefusal(status: TransactionStatus): string {
  if (status === 'PDNG')
    return 'A payment with status PDNG cannot be deleted: the PSU has approved it and it waits for execution.';
  if (status === 'CANC') return 'The payment is already cancelled.';
  return `A payment with status ${status} cannot be deleted.`;
}
