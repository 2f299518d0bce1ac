// POST /sca/actions/context – the PSU's context: PRIVATE, or CORPORATE in one of their corporate agreements (spec 10)
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { chooseScaContext } from '@/lib/sca/choose-sca-context';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { saveScaDraft } from '@/lib/sca/save-sca-draft';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { scaPageUrl, scaStepUrl } from '@/lib/sca/sca-page-url';
import { sessionEndedUrl } from '@/lib/sca/session-ended-url';

export async function POST(request: Request): Promise<Response> {
  const posted = await readScaForm(request, new Date());
  if (posted.kind === 'answer') return posted.response;
  const outcome = await chooseScaContext({
    flow: posted.flow,
    context: formText(posted.form, 'context'),
    agreementId: formText(posted.form, 'agreement'),
  });
  if (outcome.kind === 'retry')
    return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/context', { error: outcome.error }));
  // D30: a draft was made for the context left; the next page starts from the choice made now.
  if (outcome.kind === 'chosen')
    await saveScaDraft({ sessionId: posted.sessionId, authorisationId: posted.flow.authorisationId, draft: {} });
  const flow = await getScaFlow(posted.flow.authorisationId);
  return seeOther(flow ? scaStepUrl(flow) : sessionEndedUrl(posted.flow.authorisationId));
}
