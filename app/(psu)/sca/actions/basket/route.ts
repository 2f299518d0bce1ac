// POST /sca/actions/basket – the PSU approves every payment of a signing basket at once (D25)
import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { approveBasket } from '@/lib/signing-baskets/approval/approve-basket';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { scaPageUrl } from '@/lib/sca/sca-page-url';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  const outcome = await approveBasket({
    flow: posted.flow,
    choice: formText(posted.form, 'debtorAccount'),
    approvalKey: posted.approvalKey,
    // D16: the approval reckons on the TPP's sandbox clock, as the page showing it did.
    now: await sandboxNow({ tppId: posted.flow.tppId, now }),
  });
  if (outcome.kind === 'retry')
    return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/basket', { error: outcome.error }));
  return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/return'));
}
