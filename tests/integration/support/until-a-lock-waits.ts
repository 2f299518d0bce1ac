import type { Prisma } from '@/lib/generated/prisma/client';
import { waitFor } from '@/tests/integration/support/wait-for';

/** Resolves once some statement waits for a lock (pg_locks has a lock not granted), seen from `client`. */
export async function untilALockWaits(client: Prisma.TransactionClient): Promise<void> {
  await waitFor(async () => {
    const [row] = await client.$queryRaw<
      { waiting: number }[]
    >`SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted`;
    return row?.waiting ? true : null;
  });
}
