// POST /sca/actions/cancel – the PSU cancels at any step: asked once (/sca/cancel), then the SCA fails and the PSU
// returns to the TPP
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { cancelSca } from '@/lib/sca/cancel-sca';
import { readScaDraft } from '@/lib/sca/read-sca-draft';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { saveScaDraft } from '@/lib/sca/save-sca-draft';
import { scaPageUrl } from '@/lib/sca/sca-page-url';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  const { flow } = posted;
  // D29: only "Yes, cancel" cancels; a page's Cancel asks first, keeping what was chosen (D30) for "No, go back".
  if (formText(posted.form, 'confirmed') !== 'yes' && !isFinalScaStatus(flow.scaStatus)) {
    const draft = readScaDraft(posted.form);
    await saveScaDraft({ sessionId: posted.sessionId, authorisationId: flow.authorisationId, draft });
    return seeOther(scaPageUrl(flow.authorisationId, '/sca/cancel'));
  }
  await cancelSca({ flow, now });
  return seeOther(scaPageUrl(flow.authorisationId, '/sca/return'));
}
