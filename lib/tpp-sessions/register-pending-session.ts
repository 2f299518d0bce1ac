import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';

/**
 * A TPP-Session-ID first seen on a request that starts an SCA is PENDING until that SCA completes (spec "TPP session
 * rules": a new session id needs a new SCA). An id already known keeps its state: an active session stays usable
 * while a new SCA within it runs, and stays valid if that SCA is aborted.
 */
export async function registerPendingSession(
  input: { tppId: string; sessionId: string },
  client: Prisma.TransactionClient = db,
): Promise<void> {
  await client.tppSession.createMany({
    data: [{ id: newId(), tppId: input.tppId, sessionId: input.sessionId }],
    skipDuplicates: true,
  });
}
