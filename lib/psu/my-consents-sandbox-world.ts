import { db } from '@/lib/db';
import { currentPortalSession } from '@/lib/portal/session/current-developer';

/** The TPP whose sandbox world "My consents" opens. */
export type SandboxWorldTpp = { id: string; organizationIdentifier: string; name: string };

/**
 * `csrfToken`: the portal session's (D27), masked for this response, which the sign-in form carries, since that session
 * opens the world; the sign-in checks it against the portal session cookie (isValidPortalCsrfToken).
 */
export type MyConsentsSandboxWorld =
  { kind: 'signed-out' } | { kind: 'not-linked' } | { kind: 'linked'; tpp: SandboxWorldTpp; csrfToken: string };

/**
 * D17: every TPP's sandbox world has the same customers, so in the sandbox "My consents" needs to know whose
 * world it opens. An organisation identifier is public (it is in every certificate), so it is never typed in: the
 * world is that of the TPP the developer signed in to the portal is linked to. Server side only.
 */
export async function myConsentsSandboxWorld(now: Date): Promise<MyConsentsSandboxWorld> {
  const session = await currentPortalSession(now);
  if (!session) return { kind: 'signed-out' };
  // D27: a member who must first set up two-step verification opens no TPP's world; the portal sends them to do so.
  const tppId = session.developer.mustEnrolTotp ? null : session.developer.tppId;
  const tpp = tppId
    ? await db.tpp.findUnique({ where: { id: tppId }, select: { id: true, organizationIdentifier: true, name: true } })
    : null;
  return tpp ? { kind: 'linked', tpp, csrfToken: session.csrfToken } : { kind: 'not-linked' };
}
