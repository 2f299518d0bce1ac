// POST /portal/actions/change-trial – "Try it now": the TPP's sandbox gets a change's future behaviour, or not (D11)
import { isSandbox } from '@/lib/env';
import { setChangeTrial } from '@/lib/readiness/set-change-trial';
import { readPortalTppForm } from '@/lib/portal/session/read-portal-tpp-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const portal = await readPortalTppForm(request, new Date(), '/portal/readiness');
  if ('response' in portal) return portal.response;
  const { developer, form } = portal;
  const trial = formText(form, 'trial');
  const changeId = (formText(form, 'change') ?? '').slice(0, 100);
  // D4: only the sandbox tries a change early; production answers as if the form were broken.
  if (!isSandbox || (trial !== 'on' && trial !== 'off')) return seeOther('/portal/readiness?error=trial');
  const isSet = await setChangeTrial({ tppId: developer.tppId, changeId, isOn: trial === 'on' });
  if (!isSet) return seeOther('/portal/readiness?error=trial');
  return seeOther(`/portal/readiness?note=${trial === 'on' ? 'tried' : 'untried'}#${encodeURIComponent(changeId)}`);
}
