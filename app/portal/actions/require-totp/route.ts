// POST /portal/actions/require-totp – whether every member of the TPP must use two-step verification (D27)
import { setTppRequiresTotp } from '@/lib/portal/security/set-tpp-requires-totp';
import { readRecentTppForm } from '@/lib/portal/security/read-recent-tpp-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

const page = '/portal/organisation';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readRecentTppForm(request, now, page);
  if ('response' in portal) return portal.response;
  const outcome = await setTppRequiresTotp({
    developer: portal.developer,
    requiresTotp: formText(portal.form, 'requiresTotp') === 'yes',
  });
  return seeOther(outcome === 'needs-own-totp' ? `${page}?error=needs-own-totp` : `${page}?note=securitySaved`);
}
