// POST /sca/actions/cancel – the PSU cancels at any step; the SCA fails and the PSU returns to the TPP
import { seeOther } from '@/lib/web/see-other';
import { cancelSca } from '@/lib/sca/cancel-sca';
import { readScaForm } from '@/lib/sca/read-sca-form';
import { scaPageUrl } from '@/lib/sca/sca-page-url';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  await cancelSca({ flow: posted.flow, now });
  return seeOther(scaPageUrl(posted.flow.authorisationId, '/sca/return'));
}
