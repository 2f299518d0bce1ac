import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { db } from '@/lib/db';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { addIsoDuration } from './add-iso-duration';
import type { MoveClockBody, SandboxClockView } from './clock-schemas';
import { runClockBatchSlots } from './run-clock-batch-slots';

// D16: as far as a clock may run ahead of real time; the batch runs every run time it passes.
const maxYearsAhead = 5;

export type MoveSandboxClockInput = { tppId: string; move: MoveClockBody; now: Date };

/**
 * D16: PUT /v1/sandbox/clock: moves the TPP's sandbox clock forward by `advanceBy` or to `now`, then runs the batch
 * runs it passed, in order (D24). Answers with the sandbox time reached; real time `now` is the request's.
 */
export async function moveSandboxClock(input: MoveSandboxClockInput): Promise<SandboxClockView> {
  const { tppId, move, now } = input;
  const target = await db.$transaction(async (tx) => {
    // Two moves of one clock at once: the second starts from where the first left it.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox-clock:${tppId}`}, 0))`;
    const clock = await tx.sandboxClock.findUnique({ where: { tppId }, select: { offsetMs: true } });
    const current = new Date(now.getTime() + Number(clock?.offsetMs ?? 0));
    const moved = move.advanceBy !== undefined ? addIsoDuration(current, move.advanceBy) : new Date(move.now ?? '');
    if (!moved) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: 'advanceBy',
        text: `advanceBy: "${move.advanceBy}" is no ISO 8601 duration in whole numbers such as P91D, P3M or PT6H.`,
      });
    }
    if (moved < current) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: 'now',
        text: `The sandbox clock only moves forward: it reads ${formatBankDateTime(current)}. DELETE /v1/sandbox/clock returns it to real time.`,
      });
    }
    const limit = new Date(now);
    limit.setUTCFullYear(limit.getUTCFullYear() + maxYearsAhead);
    if (moved > limit) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: move.advanceBy !== undefined ? 'advanceBy' : 'now',
        text: `The sandbox clock runs at most ${maxYearsAhead} years ahead of real time, to ${formatBankDateTime(limit)}.`,
      });
    }
    const offsetMs = BigInt(moved.getTime() - now.getTime());
    // A move by nothing leaves a clock on real time there: no clock row, so a later DELETE resets nothing.
    if (offsetMs === 0n && !clock) return null;
    await tx.sandboxClock.upsert({
      where: { tppId },
      create: { tppId, offsetMs, batchRunThrough: now },
      update: { offsetMs },
    });
    return moved;
  });
  if (!target) return { now: formatBankDateTime(now), realTime: true };
  await runClockBatchSlots({ tppId, now });
  return { now: formatBankDateTime(target), realTime: false };
}
