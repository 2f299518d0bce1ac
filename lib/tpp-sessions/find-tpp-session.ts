import { db } from '@/lib/db';
import type { SessionRow } from '@/lib/tpp-sessions/session-rules';

export type TppSessionRecord = SessionRow & { sessionId: string; scaCompletedAt: Date | null };

const select = { sessionId: true, status: true, customerId: true, expiresAt: true, scaCompletedAt: true } as const;

export async function findTppSession(input: { tppId: string; sessionId: string }): Promise<TppSessionRecord | null> {
  return db.tppSession.findUnique({
    where: { tppId_sessionId: { tppId: input.tppId, sessionId: input.sessionId } },
    select,
  });
}

export type FindActiveTppSessionInput = { tppId: string; customerId: string; now: Date };

/** The PSU's live session with this TPP, if any (spec: an SCA is valid for one TPP and one PSU across TPP roles). */
export async function findActiveTppSession(input: FindActiveTppSessionInput): Promise<TppSessionRecord | null> {
  return db.tppSession.findFirst({
    where: { tppId: input.tppId, customerId: input.customerId, status: 'ACTIVE', expiresAt: { gt: input.now } },
    orderBy: { scaCompletedAt: 'desc' },
    select,
  });
}
