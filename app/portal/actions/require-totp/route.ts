// POST /portal/actions/require-totp – whether every member of the TPP must use two-step verification (D27)
import { requireRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
import { setTppRequiresTotp } from '@/lib/portal/security/set-tpp-requires-totp';
import { readPortalTppForm } from '@/lib/portal/session/read-portal-tpp-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

const page = '/portal/organisation';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalTppForm(request, now, page);
  if ('response' in portal) return portal.response;
  const stale = requireRecentAuthentication({ developer: portal.developer, now, returnTo: page });
  if (stale) return stale;
  const outcome = await setTppRequiresTotp({
    developer: portal.developer,
    requiresTotp: formText(portal.form, 'requiresTotp') === 'yes',
  });
  return seeOther(outcome === 'needs-own-totp' ? `${page}?error=needs-own-totp` : `${page}?note=securitySaved`);
}
