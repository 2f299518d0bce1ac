import { readCookie } from '@/lib/web/read-cookie';
import { requireRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import type { PortalDeveloper } from '@/lib/portal/session/read-portal-session';
import { seeOther } from '@/lib/web/see-other';

/**
 * D27: a form post from /portal/account, which changes the developer's own account: readPortalRequest, a sign-in or
 * "Confirm it's you" of the last minutes, and the session's token; or the redirect to answer.
 */
export async function readPortalAccountForm(
  request: Request,
  now: Date,
): Promise<{ developer: PortalDeveloper; form: FormData; sessionToken: string } | { response: Response }> {
  const portal = await readPortalRequest(request, now);
  if (portal.kind === 'signed-out')
    return { response: seeOther(`/portal/sign-in?${new URLSearchParams({ callbackUrl: '/portal/account' })}`) };
  const sessionToken = portalSessionTokenFrom((name) => readCookie(request.headers.get('cookie'), name));
  if (portal.kind !== 'ok' || !sessionToken) return { response: seeOther('/portal/account?error=forbidden') };
  const stale = requireRecentAuthentication({ developer: portal.developer, now, returnTo: '/portal/account' });
  if (stale) return { response: stale };
  return { developer: portal.developer, form: portal.form, sessionToken };
}
