import { db } from '@/lib/db';
import { hashSecretToken } from '@/lib/web/secret-token';
import { createWebSession, deleteExpiredWebSessions } from '@/lib/psu/sessions/web-session';
import { endUnfinishableSca } from '@/lib/sca/end-unfinishable-sca';
import { hasLinkExpiredUnopened } from '@/lib/sca/sca-session-lifetime';
import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';

/**
 * opened: this request consumed the link and holds its new session; used: it was opened before (D29: the browser that opened it may go on);
 * expired: it expired unopened (its SCA failed so); ended: the SCA ended otherwise (the TPP withdrew it).
 */
export type LinkOutcome =
  | { kind: 'opened'; authorisationId: string; session: { token: string; expiresAt: Date } }
  | { kind: 'used'; authorisationId: string }
  | { kind: 'expired' }
  | { kind: 'unknown' }
  | { kind: 'ended' };

/**
 * D17: claims the single-use 15-minute link atomically, in one transaction with the PSU's session. Opening an expired
 * link, or a used one whose session ended, fails its SCA as endUnfinishableSca would, under the same row locks.
 */
export async function consumeScaLink(input: { token: string; now: Date }): Promise<LinkOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(input.token)) return { kind: 'unknown' };
  const linkTokenHash = hashSecretToken(input.token);
  await deleteExpiredWebSessions(input.now);
  // D16: the link expires on its TPP's sandbox clock; the PSU's browser session keeps real time.
  const linked = await db.authorisation.findUnique({ where: { linkTokenHash }, select: { tppId: true } });
  const linkNow = linked ? await sandboxNow({ tppId: linked.tppId, now: input.now }) : input.now;
  const opened = await db.$transaction(async (tx) => {
    const claimed = await tx.authorisation.updateMany({
      where: { linkTokenHash, linkUsedAt: null, linkExpiresAt: { gt: linkNow }, scaStatus: 'RECEIVED' },
      data: { linkUsedAt: input.now },
    });
    if (claimed.count === 0) return null;
    const { id } = await tx.authorisation.findUniqueOrThrow({ where: { linkTokenHash }, select: { id: true } });
    return { authorisationId: id, session: await createWebSession({ authorisationId: id, now: input.now }, tx) };
  });
  if (opened) return { kind: 'opened', ...opened };
  const row = await db.authorisation.findUnique({
    where: { linkTokenHash },
    select: { id: true, linkUsedAt: true, linkExpiresAt: true },
  });
  if (!row) return { kind: 'unknown' };
  if (row.linkUsedAt) {
    // D29: a used link whose session has ended leads to no live SCA; it ends, so that its dead end gives the way back.
    await endUnfinishableSca({ authorisationId: row.id, now: input.now });
    return { kind: 'used', authorisationId: row.id };
  }
  if (hasLinkExpiredUnopened(row, linkNow)) await endUnfinishableSca({ authorisationId: row.id, now: linkNow });
  // Failed by its expiry (here, by a read or by housekeeping), or else withdrawn by the TPP before it expired.
  const { linkExpiredAt } = await db.authorisation.findUniqueOrThrow({
    where: { id: row.id },
    select: { linkExpiredAt: true },
  });
  return linkExpiredAt ? { kind: 'expired' } : { kind: 'ended' };
}
