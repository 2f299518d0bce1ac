// POST /sca/actions/confirm – the PSU confirms who they are to the TPP (GET /v1/user's SCA)
import { seeOther } from '@/lib/psu/see-other';
import { approveIdentification } from '@/lib/sca/approve-identification';
import { readScaForm } from '@/lib/sca/read-sca-form';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const posted = await readScaForm(request, now);
  if (posted.kind === 'answer') return posted.response;
  await approveIdentification({ flow: posted.flow, now });
  return seeOther('/sca/return');
}
