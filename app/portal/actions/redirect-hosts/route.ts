// POST /portal/actions/redirect-hosts – add or remove a host the TPP's redirect URIs may use in production (D17, D27)
import { changeRedirectHosts } from '@/lib/portal/organisation/change-redirect-hosts';
import { readPortalTppForm } from '@/lib/portal/session/read-portal-tpp-form';
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalTppForm(request, now, '/portal/organisation');
  if ('response' in portal) return portal.response;
  const { developer, form } = portal;
  const change = formText(form, 'change');
  if (change !== 'add' && change !== 'remove') return seeOther('/portal/organisation?error=host');
  const outcome = await changeRedirectHosts({ tppId: developer.tppId, change, host: (formText(form, 'host') ?? '').slice(0, 300) });
  if (outcome.kind === 'invalid') return seeOther(`/portal/organisation?error=${outcome.problem}`);
  return seeOther(`/portal/organisation?note=${outcome.kind === 'added' ? 'hostAdded' : 'hostRemoved'}`);
}
