// POST /portal/actions/change-password – a new password, given the current one (D27)
import { changePassword } from '@/lib/portal/account/change-password';
import { readPortalAccountForm } from '@/lib/portal/session/read-portal-account-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const portal = await readPortalAccountForm(request, new Date());
  if ('response' in portal) return portal.response;
  const { developer, form, sessionToken } = portal;
  const outcome = await changePassword({
    developerId: developer.id,
    currentPassword: formText(form, 'currentPassword') ?? '',
    newPassword: formText(form, 'newPassword') ?? '',
    sessionToken,
  });
  return seeOther(
    outcome.kind === 'changed' ? '/portal/account?note=passwordChanged' : `/portal/account?error=${outcome.kind}`,
  );
}
