// POST /sca/actions/consent – the PSU approves the consent for the accounts they ticked (at least one)
import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import { approveConsent } from '@/lib/consents/approve-consent';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { isDecisionPageCurrent } from '@/lib/sca/decision-page-code';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { scaPageUrl } from '@/lib/sca/sca-page-url';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  // D29: a page shown before the PSU chose who they act for again approves nothing.
  if (!isDecisionPageCurrent(posted.approvalKey, formText(posted.form, 'pageCode')))
    return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/consent', { error: 'changed' }));
  const choiceIds = posted.form.getAll('account').filter((value): value is string => typeof value === 'string');
  const outcome = await approveConsent({
    flow: posted.flow,
    choiceIds,
    now: await sandboxNow({ tppId: posted.flow.tppId, now }),
  });
  if (outcome.kind === 'retry')
    return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/consent', { error: outcome.error }));
  return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/return'));
}
