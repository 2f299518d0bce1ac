import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { sessionExpiry, sessionState } from '@/lib/tpp-sessions/session-rules';

/**
 * Spec "TPP session rules": a completed SCA makes its session id ACTIVE for this PSU for one hour (a new id, or one
 * that expired: SCA renews it), and invalidates every other session id of the same TPP and PSU. An SCA completed while
 * its session is still active for the same PSU (a payment or consent whose sign-in the session spared, D17, D23) leaves
 * the hour where it was: the session's age counts from the SCA that opened it, and at one hour it expires whatever
 * was approved in it. An aborted SCA never calls this, so the old session id stays valid.
 */
export async function completeTppSession(
  input: { tppId: string; sessionId: string; customerId: string; now: Date },
  client: Prisma.TransactionClient,
): Promise<void> {
  const where = { tppId_sessionId: { tppId: input.tppId, sessionId: input.sessionId } };
  const current = await client.tppSession.findUnique({
    where,
    select: { status: true, customerId: true, expiresAt: true },
  });
  if (sessionState(current, input.customerId, input.now) !== 'active') {
    const active = {
      status: 'ACTIVE' as const,
      customerId: input.customerId,
      scaCompletedAt: input.now,
      expiresAt: sessionExpiry(input.now),
    };
    await client.tppSession.upsert({
      where,
      create: { id: newId(), tppId: input.tppId, sessionId: input.sessionId, ...active },
      update: active,
    });
  }
  await client.tppSession.updateMany({
    where: { tppId: input.tppId, customerId: input.customerId, status: 'ACTIVE', sessionId: { not: input.sessionId } },
    data: { status: 'INVALIDATED' },
  });
}
