// POST /sca/actions/context – the PSU's context: PRIVATE, or CORPORATE in one of their corporate agreements (spec 10)
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';
import { chooseScaContext } from '@/lib/sca/choose-sca-context';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { getScaFlow, scaStepPath } from '@/lib/sca/sca-flow';

export async function POST(request: Request): Promise<Response> {
  const posted = await readScaForm(request, new Date());
  if (posted.kind === 'answer') return posted.response;
  const outcome = await chooseScaContext({ flow: posted.flow, context: formText(posted.form, 'context'), agreementId: formText(posted.form, 'agreement') });
  if (outcome.kind === 'retry') return seeOther(`/sca/context?error=${outcome.error}`);
  const flow = await getScaFlow(posted.flow.authorisationId);
  return seeOther(flow ? scaStepPath(flow) : '/sca/ended?reason=session-expired');
}
