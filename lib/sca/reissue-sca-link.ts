import { db } from '@/lib/db';
import { publicOrigin } from '@/lib/web/public-origin';
import { hashSecretToken, newSecretToken } from '@/lib/web/secret-token';

/** What a replayable response keeps instead of a live scaRedirect link: the authorisation it belongs to. */
const markerPrefix = 'reissue:';

export function scaLinkMarker(authorisationId: string): { href: string; verbs: ['GET'] } {
  return { href: `${markerPrefix}${authorisationId}`, verbs: ['GET'] };
}

type LinkedBody = { _links?: { scaRedirect?: { href?: string } } & Record<string, unknown> } & Record<string, unknown>;

/**
 * D5 replays a repeated POST with its first response, but the link token is a secret stored only as a hash:
 * the replay store keeps a marker instead, and a replay gets a fresh token for the same authorisation while its link is
 * still unused and unexpired. Once the PSU has opened the link, the replay carries no scaRedirect.
 */
export async function restoreScaLink(stored: unknown, now: Date): Promise<unknown> {
  const body = stored as LinkedBody;
  const href = body?._links?.scaRedirect?.href;
  if (!href?.startsWith(markerPrefix)) return stored;
  const authorisationId = href.slice(markerPrefix.length);
  const token = newSecretToken();
  const reissued = await db.authorisation.updateMany({
    where: { id: authorisationId, linkUsedAt: null, linkExpiresAt: { gt: now }, scaStatus: 'RECEIVED' },
    data: { linkTokenHash: hashSecretToken(token) },
  });
  const { scaRedirect: _marker, ...otherLinks } = body._links ?? {};
  if (reissued.count === 0) return { ...body, _links: otherLinks };
  return { ...body, _links: { scaRedirect: { href: `${publicOrigin}/sca/${token}`, verbs: ['GET'] }, ...otherLinks } };
}
