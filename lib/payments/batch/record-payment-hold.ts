import { bankDate } from '@/lib/berlin-group/bank-date';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { dayToDate } from '@/lib/sandbox/shared/calendar';

export type RecordPaymentHoldInput = {
  paymentId: string;
  from: TransactionStatus;
  to: TransactionStatus;
  now: Date;
};

/**
 * D24: keeps the bank's holds of a payment as bank days, in the transaction that moves its status: a move into ACWP
 * begins a hold on today, a move out of it (released or stopped) ends the open one on today. The standing-order
 * catch-up reads them (isHeldOn) to leave unpaid the dates of days the hold applied.
 */
export async function recordPaymentHold(tx: Prisma.TransactionClient, input: RecordPaymentHoldInput): Promise<void> {
  const today = dayToDate(bankDate(input.now));
  if (input.to === 'ACWP')
    await tx.paymentHold.create({ data: { id: newId(), paymentId: input.paymentId, firstDay: today } });
  if (input.from === 'ACWP')
    await tx.paymentHold.updateMany({ where: { paymentId: input.paymentId, lastDay: null }, data: { lastDay: today } });
}
