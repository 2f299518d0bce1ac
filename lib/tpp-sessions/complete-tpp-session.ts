import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { sessionExpiry, sessionState } from '@/lib/tpp-sessions/session-rules';

export type CompleteTppSessionInput = { tppId: string; sessionId: string; customerId: string; now: Date };

/**
 * Spec "TPP session rules": a completed SCA makes its session id ACTIVE for this PSU for one hour and invalidates the
 * TPP's other session ids for the PSU. An SCA in a session already active keeps its hour (D17).
 * An aborted SCA never calls this, so the old session id stays valid.
 */
export async function completeTppSession(
  input: CompleteTppSessionInput,
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
