import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { db } from '@/lib/db';
import { initializeSandbox } from '@/lib/sandbox/initialize-sandbox';
import type { SandboxClockView } from './clock-schemas';

/**
 * D16: DELETE /v1/sandbox/clock: back to real time. A clock that had moved leaves consents, payments and bookings
 * dated ahead of real time, so the TPP's sandbox is reset to the known state; a clock on real time changes nothing.
 */
export async function resetSandboxClock(input: { tppId: string; now: Date }): Promise<SandboxClockView> {
  const { tppId, now } = input;
  // The clock goes with what it dated, under the lock a move takes: a failed reset leaves it moved, to be retried.
  const wasMoved = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox-clock:${tppId}`}, 0))`;
    const removed = await tx.sandboxClock.deleteMany({ where: { tppId } });
    if (removed.count === 0) return false;
    await tx.signingBasket.deleteMany({ where: { tppId } });
    await tx.payment.deleteMany({ where: { tppId } });
    await tx.consent.deleteMany({ where: { tppId } });
    return true;
  });
  if (wasMoved) await initializeSandbox({ tppId, now });
  return { now: formatBankDateTime(now), realTime: true };
}
