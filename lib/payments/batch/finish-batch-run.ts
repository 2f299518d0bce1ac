import { db } from '@/lib/db';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import type { BatchSlot } from './batch-slots';

/**
 * D24: records a scheduled run finished and, when it was its day's last slot, its bank day closed (BatchClosedDay), in
 * one transaction: a day is closed exactly when its last run is finished. The day is the key, so a run taken over
 * (claimBatchSlot) and the slow original both finishing close it once.
 */
export async function finishBatchRun(input: { slot: BatchSlot; paymentsDone: number }): Promise<void> {
  const { slot } = input;
  await db.$transaction(async (tx) => {
    await tx.batchRun.update({
      where: { scheduledFor: slot.scheduledFor },
      data: { finishedAt: new Date(), paymentsDone: input.paymentsDone },
    });
    if (slot.isLastRunOfDay) {
      await tx.batchClosedDay.createMany({
        data: [{ day: dayToDate(slot.day), closedBy: slot.scheduledFor }],
        skipDuplicates: true,
      });
    }
  });
}
