// POST /portal/actions/leave-tpp – the developer's account leaves its TPP, which keeps all it owns (D27)
import { leaveTpp } from '@/lib/portal/account/leave-tpp';
import { readPortalAccountForm } from '@/lib/portal/session/read-portal-account-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const portal = await readPortalAccountForm(request, new Date());
  if ('response' in portal) return portal.response;
  const { developer, form } = portal;
  if (formText(form, 'confirm') !== 'yes') return seeOther('/portal/account?error=confirm-leave');
  // The form names the TPP it was shown for: a page older than a change of TPP leaves nothing.
  const tppId = (formText(form, 'tppId') ?? '').slice(0, 64);
  const outcome = await leaveTpp({ developer, tppId });
  return seeOther(outcome.kind === 'left' ? '/portal/account?note=left' : '/portal/account?error=not-member');
}
