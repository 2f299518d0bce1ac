// POST /portal/actions/redirect-hosts – add or remove a host the TPP's redirect URIs may use in production (D17, D27)
import { refusedFormPath, sealTypedFields } from '@/lib/portal/forms/typed-fields';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';
import { readRecentTppForm } from '@/lib/portal/security/read-recent-tpp-form';
import { changeRedirectHosts } from '@/lib/portal/organisation/change-redirect-hosts';
import { normaliseRedirectHost } from '@/lib/portal/organisation/redirect-host';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  // D27: a redirect-host change needs a sign-in or "Confirm it's you" of the last minutes.
  const portal = await readRecentTppForm(request, now, '/portal/organisation');
  if ('response' in portal) return portal.response;
  const { developer, form } = portal;
  const change = formText(form, 'change');
  if (change !== 'add' && change !== 'remove') return seeOther('/portal/organisation?error=host');
  const host = (formText(form, 'host') ?? '').slice(0, 300);
  const outcome = await changeRedirectHosts({ tppId: developer.tppId, change, host });
  if (outcome.kind !== 'invalid')
    await recordPortalChange({
      tppId: developer.tppId,
      developer,
      kind: outcome.kind === 'added' ? 'REDIRECT_HOST_ADDED' : 'REDIRECT_HOST_REMOVED',
      detail: normaliseRedirectHost(host) ?? host,
    });
  // D27: a refused "Add host" shows the page again with the host as typed.
  const typed = change === 'add' ? sealTypedFields(portal.typedFieldsKey, 'redirect-host', { host }) : null;
  if (outcome.kind === 'invalid') return seeOther(refusedFormPath('/portal/organisation', outcome.problem, typed));
  return seeOther(`/portal/organisation?note=${outcome.kind === 'added' ? 'hostAdded' : 'hostRemoved'}`);
}
