import { db } from '@/lib/db';

// D24: a run that has not finished this long after it started is taken to have died with its instance.
const abandonedAfterMs = 15 * 60_000;

/**
 * D11, D24: one runner across all instances. The instance whose INSERT creates the slot's BatchRun row (scheduledFor
 * is the key) runs it; the others find the row and do nothing. A row left unfinished for 15 minutes belongs to a run
 * that died: the first instance to move its startedAt on takes it over. True when this instance is to run the slot.
 */
export async function claimBatchSlot(input: { scheduledFor: Date; now: Date }): Promise<boolean> {
  const inserted =
    await db.$executeRaw`INSERT INTO "BatchRun" ("scheduledFor", "startedAt") VALUES (${input.scheduledFor}, ${input.now}) ON CONFLICT DO NOTHING`;
  if (inserted === 1) return true;
  const takenOver = await db.batchRun.updateMany({
    where: {
      scheduledFor: input.scheduledFor,
      finishedAt: null,
      startedAt: { lt: new Date(input.now.getTime() - abandonedAfterMs) },
    },
    data: { startedAt: input.now },
  });
  return takenOver.count === 1;
}
