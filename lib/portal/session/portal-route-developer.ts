import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { cookieValue } from '@/lib/portal/session/read-portal-request';
import { readPortalSession, type PortalDeveloper } from '@/lib/portal/session/read-portal-session';

/** The 401 a portal route handler answers without a live session, in the Berlin Group error shape. */
export function portalUnauthorized(): Response {
  const body = { tppMessages: [{ category: 'ERROR', code: 'UNAUTHORIZED', text: 'Sign in to the developer portal first.' }] };
  return Response.json(body, { status: 401, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * D27: the signed-in developer of a portal route handler (JSON for the pages' SWR calls), or the 401 to answer. With
 * `needsTpp`, a developer not linked to a TPP gets 403: a handler never serves another TPP's data.
 */
export async function requirePortalRouteDeveloper(request: Request, options: { needsTpp?: boolean } = {}): Promise<{ developer: PortalDeveloper & { tppId: string | null } } | { response: Response }> {
  const token = portalSessionTokenFrom((name) => cookieValue(request.headers.get('cookie'), name));
  const developer = await readPortalSession(token, new Date());
  if (!developer) return { response: portalUnauthorized() };
  if (options.needsTpp && !developer.tppId) {
    const body = { tppMessages: [{ category: 'ERROR', code: 'UNAUTHORIZED', text: 'Link your account to a TPP on /portal/certificates first.' }] };
    return { response: Response.json(body, { status: 403, headers: { 'Cache-Control': 'no-store' } }) };
  }
  return { developer };
}
