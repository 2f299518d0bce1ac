import { findTppSession } from '@/lib/tpp-sessions/find-tpp-session';
import { sessionState } from '@/lib/tpp-sessions/session-rules';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

export type ActiveTppSession = { sessionId: string; customerId: string; scaCompletedAt: Date; expiresAt: Date };

/**
 * A request's TPP-Session-ID against the spec's session table: none sent; active for this PSU (no new SCA); expired
 * (1 hour reached: SCA renews it); or needs-sca (a new id, one whose SCA has not completed, one a newer session
 * replaced, or another PSU's).
 */
export type TppSessionCheck =
  { state: 'none' } | { state: 'active'; session: ActiveTppSession } | { state: 'expired' } | { state: 'needs-sca' };

export type CheckTppSessionInput = { tppId: string; psu: PsuHeaders; customerId: string | null; now: Date };

export async function checkTppSession(input: CheckTppSessionInput): Promise<TppSessionCheck> {
  if (!input.psu.tppSessionId) return { state: 'none' };
  const row = await findTppSession({ tppId: input.tppId, sessionId: input.psu.tppSessionId });
  const state = sessionState(row, input.customerId, input.now);
  if (state === 'active' && row?.customerId && row.scaCompletedAt && row.expiresAt) {
    return {
      state: 'active',
      session: {
        sessionId: row.sessionId,
        customerId: row.customerId,
        scaCompletedAt: row.scaCompletedAt,
        expiresAt: row.expiresAt,
      },
    };
  }
  return { state: state === 'expired' ? 'expired' : 'needs-sca' };
}
