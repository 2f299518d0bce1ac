// POST /portal/actions/delete-account – delete the developer's own account, given its password and a confirmation (D27)
import { deleteDeveloperAccount } from '@/lib/portal/account/delete-developer-account';
import { readPortalAccountForm } from '@/lib/portal/session/read-portal-account-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const portal = await readPortalAccountForm(request, new Date());
  if ('response' in portal) return portal.response;
  const { developer, form } = portal;
  if (formText(form, 'confirm') !== 'yes') return seeOther('/portal/account?error=confirm-delete');
  const outcome = await deleteDeveloperAccount({
    developerId: developer.id,
    password: formText(form, 'password') ?? '',
  });
  return seeOther(
    outcome.kind === 'deleted' ? '/portal/account/done?outcome=deleted' : '/portal/account?error=password-wrong',
  );
}
