import { db } from '@/lib/db';
import { isSandbox } from '@/lib/env';

/**
 * D16: "now" in one TPP's sandbox: real time `now` moved on by the TPP's sandbox clock. Production has no sandbox clock
 * and answers `now` without reading one.
 */
export async function sandboxNow(input: { tppId: string; now?: Date }): Promise<Date> {
  const now = input.now ?? new Date();
  if (!isSandbox) return now;
  const clock = await db.sandboxClock.findUnique({ where: { tppId: input.tppId }, select: { offsetMs: true } });
  return clock ? new Date(now.getTime() + Number(clock.offsetMs)) : now;
}
