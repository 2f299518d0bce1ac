import { runTransaction } from '@/lib/database/after-commit';
import { db } from '@/lib/db';
import { hashSecretToken } from '@/lib/psu/secret-token';
import { failSca } from '@/lib/sca/fail-sca';
import { endScaOfEndedSession } from '@/lib/sca/end-sca-of-ended-session';

/**
 * opened: this request consumed the link; used: it was opened before (D29: the browser that opened it may go on);
 * expired: older than 15 minutes; ended: the SCA ended (the TPP withdrew it).
 */
export type LinkOutcome = { kind: 'opened'; authorisationId: string } | { kind: 'used'; authorisationId: string } | { kind: 'expired' } | { kind: 'unknown' } | { kind: 'ended' };

/**
 * D17: the scaRedirect link is single-use and lives 15 minutes. It is consumed atomically (one update that
 * requires it unused, unexpired and the SCA not started), so two tabs or a replayed link cannot both get in. Opening
 * an expired link fails its SCA, as it can never be completed, and so does opening a used link whose session has
 * ended (D29); the SCA lapsed, so what it was for is rejected only when nothing else can still authorise it (failSca).
 */
export async function consumeScaLink(input: { token: string; now: Date }): Promise<LinkOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(input.token)) return { kind: 'unknown' };
  const linkTokenHash = hashSecretToken(input.token);
  const claimed = await db.authorisation.updateMany({
    where: { linkTokenHash, linkUsedAt: null, linkExpiresAt: { gt: input.now }, scaStatus: 'RECEIVED' },
    data: { linkUsedAt: input.now },
  });
  const row = await db.authorisation.findUnique({ where: { linkTokenHash }, select: { id: true, scaStatus: true, consentId: true, paymentId: true, basketId: true, linkUsedAt: true } });
  if (!row) return { kind: 'unknown' };
  if (claimed.count === 1) return { kind: 'opened', authorisationId: row.id };
  if (row.linkUsedAt) {
    // D29: a used link whose session has ended leads to no live SCA; it ends, so that its dead end gives the way back.
    await endScaOfEndedSession({ authorisationId: row.id, now: input.now });
    return { kind: 'used', authorisationId: row.id };
  }
  if (row.scaStatus !== 'RECEIVED') return { kind: 'ended' };
  await runTransaction((client) => failSca({ authorisationId: row.id, from: 'RECEIVED', consentId: row.consentId, paymentId: row.paymentId, basketId: row.basketId, ending: 'lapsed', now: input.now }, client));
  return { kind: 'expired' };
}
