// POST /portal/actions/redirect-hosts – add or remove a host the TPP's redirect URIs may use in production (D17, D27)
import { changeRedirectHosts } from '@/lib/portal/organisation/change-redirect-hosts';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind === 'signed-out') return seeOther('/portal/sign-in?callbackUrl=%2Fportal%2Forganisation');
  if (portal.kind !== 'ok') return seeOther('/portal/organisation?error=forbidden');
  const { developer, form } = portal;
  if (!developer.tppId) return seeOther('/portal/certificates?link=required');
  const change = formText(form, 'change');
  if (change !== 'add' && change !== 'remove') return seeOther('/portal/organisation?error=host');
  const outcome = await changeRedirectHosts({ tppId: developer.tppId, change, host: (formText(form, 'host') ?? '').slice(0, 300) });
  if (outcome.kind === 'invalid') return seeOther(`/portal/organisation?error=${outcome.problem}`);
  return seeOther(`/portal/organisation?note=${outcome.kind === 'added' ? 'hostAdded' : 'hostRemoved'}`);
}
