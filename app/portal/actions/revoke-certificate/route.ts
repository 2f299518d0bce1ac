// POST /portal/actions/revoke-certificate – revoke one of the TPP's certificates for the API (D27)
import { revokeTppCertificate } from '@/lib/portal/certificates/revoke-tpp-certificate';
import { readRecentTppForm } from '@/lib/portal/security/read-recent-tpp-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  // D27: a certificate change needs a sign-in or "Confirm it's you" of the last minutes.
  const portal = await readRecentTppForm(request, now, '/portal/certificates');
  if ('response' in portal) return portal.response;
  const { developer, form } = portal;
  // D27: the page asks "Revoke" to be confirmed by ticking the box; without it nothing changes.
  if (formText(form, 'confirm') !== 'yes') return seeOther('/portal/certificates?error=confirm-revoke');
  const certificateId = (formText(form, 'certificateId') ?? '').slice(0, 64);
  const outcome = await revokeTppCertificate({ developer, certificateId, now });
  return seeOther(`/portal/certificates?${outcome.kind === 'revoked' ? 'note=revoked' : 'error=revoke-unknown'}`);
}
