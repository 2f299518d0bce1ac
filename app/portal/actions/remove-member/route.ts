// POST /portal/actions/remove-member – take another developer off the TPP (D27)
import { removeTppMember } from '@/lib/portal/security/remove-tpp-member';
import { requireRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
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
  const outcome = await removeTppMember({
    developer: portal.developer,
    memberId: formText(portal.form, 'memberId') ?? '',
  });
  return seeOther(outcome === 'removed' ? `${page}?note=memberRemoved` : `${page}?error=forbidden`);
}
