// POST /portal/actions/remove-member – take another developer off the TPP (D27)
import { removeTppMember } from '@/lib/portal/security/remove-tpp-member';
import { readRecentTppForm } from '@/lib/portal/security/read-recent-tpp-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

const page = '/portal/organisation';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readRecentTppForm(request, now, page);
  if ('response' in portal) return portal.response;
  const outcome = await removeTppMember({
    developer: portal.developer,
    memberId: formText(portal.form, 'memberId') ?? '',
  });
  return seeOther(outcome === 'removed' ? `${page}?note=memberRemoved` : `${page}?error=forbidden`);
}
