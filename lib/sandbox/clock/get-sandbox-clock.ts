import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { db } from '@/lib/db';
import type { SandboxClockView } from './clock-schemas';

/** D16: GET /v1/sandbox/clock: the TPP's sandbox time, in the bank's time with its offset, at real time `now`. */
export async function getSandboxClock(input: { tppId: string; now: Date }): Promise<SandboxClockView> {
  const clock = await db.sandboxClock.findUnique({ where: { tppId: input.tppId }, select: { offsetMs: true } });
  const offsetMs = clock ? Number(clock.offsetMs) : 0;
  return { now: formatBankDateTime(new Date(input.now.getTime() + offsetMs)), realTime: !clock };
}
