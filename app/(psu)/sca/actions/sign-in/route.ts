// POST /sca/actions/sign-in – the PSU's national identity number (sandbox SCA, spec 6); three failures end the SCA
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { getScaFlow, scaStepPath } from '@/lib/sca/sca-flow';
import { signInForSca } from '@/lib/sca/sign-in-for-sca';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  const outcome = await signInForSca({ flow: posted.flow, nationalIdentityNumber: formText(posted.form, 'nationalIdentityNumber') ?? '', now });
  if (outcome.kind === 'retry') return seeOther(`/sca/sign-in?error=${outcome.error}`);
  const flow = await getScaFlow(posted.flow.authorisationId);
  return seeOther(flow ? scaStepPath(flow) : '/sca/ended?reason=session-expired');
}
