// POST /sca/actions/confirm – the PSU confirms who they are to the TPP (GET /v1/user's SCA)
import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { approveIdentification } from '@/lib/sca/approve-identification';
import { isDecisionPageCurrent } from '@/lib/sca/decision-page-code';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { scaPageUrl } from '@/lib/sca/sca-page-url';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  // D29: a page shown before the PSU chose who they act for again confirms nothing.
  if (!isDecisionPageCurrent(posted.approvalKey, formText(posted.form, 'pageCode')))
    return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/confirm', { error: 'changed' }));
  await approveIdentification({ flow: posted.flow, now: await sandboxNow({ tppId: posted.flow.tppId, now }) });
  return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/return'));
}
