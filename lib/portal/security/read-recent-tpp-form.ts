import { requireRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
import { readPortalTppForm } from '@/lib/portal/session/read-portal-tpp-form';

/**
 * D27: readPortalTppForm for a sensitive change of the TPP from `page`, which also needs a sign-in or "Confirm it's
 * you" of the last minutes (requireRecentAuthentication); otherwise the redirect to answer with.
 */
export async function readRecentTppForm(
  request: Request,
  now: Date,
  page: string,
): ReturnType<typeof readPortalTppForm> {
  const portal = await readPortalTppForm(request, now, page);
  if ('response' in portal) return portal;
  const stale = requireRecentAuthentication({ developer: portal.developer, now, returnTo: page });
  return stale ? { response: stale } : portal;
}
