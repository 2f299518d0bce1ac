import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { isTrustedPortalChange } from '@/lib/portal/session/is-trusted-portal-change';
import { readCookie } from '@/lib/web/read-cookie';
import { readPortalSession, type PortalDeveloper } from '@/lib/portal/session/read-portal-session';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const readOnlyMethods = new Set(['GET', 'HEAD']);

/**
 * D27: the signed-in developer of a portal JSON route (with `needsTpp`, linked to a TPP), or the Xs2aError for
 * portalErrorResponse; the TPP is always the session's, never the request's.
 */
export async function requirePortalRouteDeveloper(
  request: Request,
  options: { needsTpp: true },
): Promise<PortalDeveloper & { tppId: string }>;
export async function requirePortalRouteDeveloper(request: Request): Promise<PortalDeveloper>;
export async function requirePortalRouteDeveloper(
  request: Request,
  options: { needsTpp?: boolean } = {},
): Promise<PortalDeveloper> {
  const token = portalSessionTokenFrom((name) => readCookie(request.headers.get('cookie'), name));
  const developer = await readPortalSession(token, new Date());
  if (!developer || !token) throw new Xs2aError('TOKEN_INVALID', { text: 'Sign in to the developer portal first.' });
  if (
    !readOnlyMethods.has(request.method.toUpperCase()) &&
    !isTrustedPortalChange(request.headers, token, request.headers.get('x-csrf-token'))
  ) {
    throw new Xs2aError('SERVICE_BLOCKED', { text: 'Portal changes are accepted from the portal pages only.' });
  }
  if (developer.mustEnrolTotp)
    throw new Xs2aError('SERVICE_BLOCKED', {
      text: 'Your TPP requires two-step verification: set it up at /portal/security first.',
    });
  if (options.needsTpp && !developer.tppId)
    throw new Xs2aError('SERVICE_BLOCKED', { text: 'Link your account to a TPP at /portal/certificates first.' });
  return developer;
}
