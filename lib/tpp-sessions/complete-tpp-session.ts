import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { sessionExpiry } from '@/lib/tpp-sessions/session-rules';

/**
 * Spec "TPP session rules": a completed SCA makes its session id ACTIVE for this PSU for one hour (renewing it if it
 * was active or expired), and invalidates every other session id of the same TPP and PSU. An aborted SCA never calls
 * this, so the old session id stays valid.
 */
export async function completeTppSession(input: { tppId: string; sessionId: string; customerId: string; now: Date }, client: Prisma.TransactionClient): Promise<void> {
  const active = { status: 'ACTIVE' as const, customerId: input.customerId, scaCompletedAt: input.now, expiresAt: sessionExpiry(input.now) };
  await client.tppSession.upsert({
    where: { tppId_sessionId: { tppId: input.tppId, sessionId: input.sessionId } },
    create: { id: newId(), tppId: input.tppId, sessionId: input.sessionId, ...active },
    update: active,
  });
  await client.tppSession.updateMany({
    where: { tppId: input.tppId, customerId: input.customerId, status: 'ACTIVE', sessionId: { not: input.sessionId } },
    data: { status: 'INVALIDATED' },
  });
}
