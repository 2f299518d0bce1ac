import { queryRows } from '@/lib/database/raw-sql';
import { isSandbox } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';

/**
 * D16: "now" in one TPP's sandbox: real time `now` moved on by the TPP's sandbox clock. Production has no sandbox clock
 * and answers `now` without reading one. Read on every sandbox request, so by a prepared statement (D31).
 */
export async function sandboxNow(input: { tppId: string; now?: Date }): Promise<Date> {
  const now = input.now ?? new Date();
  if (!isSandbox) return now;
  const [clock] = await queryRows<{ offsetMs: bigint }>(
    Prisma.sql`SELECT "offsetMs" FROM "SandboxClock" WHERE "tppId" = ${input.tppId}`,
    { prepared: true },
  );
  return movedBySandboxClock(now, clock ? Number(clock.offsetMs) : undefined);
}

/** D16: real time `now` moved on by a sandbox clock's offset, read elsewhere (the X-Request-ID claim's statement). */
export function movedBySandboxClock(now: Date, offsetMs: number | undefined): Date {
  return offsetMs === undefined ? now : new Date(now.getTime() + offsetMs);
}
