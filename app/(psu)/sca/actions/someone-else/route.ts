// POST /sca/actions/someone-else – "Not you? Sign in as someone else" (D29): back to the sign-in, nothing kept
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { isDecisionPageCurrent } from '@/lib/sca/decision-page-code';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { sessionEndedUrl } from '@/lib/sca/session-ended-url';
import { scaStepUrl } from '@/lib/sca/sca-page-url';
import { signInAsSomeoneElse } from '@/lib/sca/sign-in-as-someone-else';

export async function POST(request: Request): Promise<Response> {
  const posted = await readScaForm(request, new Date());
  if (posted.kind === 'answer') return posted.response;
  // A page shown for another person or context (another tab, the browser's Back) changes nothing.
  if (isDecisionPageCurrent(posted.approvalKey, formText(posted.form, 'pageCode')))
    await signInAsSomeoneElse({ flow: posted.flow, cookieHeader: request.headers.get('cookie') });
  const flow = await getScaFlow(posted.flow.authorisationId);
  return seeOther(flow ? scaStepUrl(flow) : sessionEndedUrl(posted.flow.authorisationId));
}
