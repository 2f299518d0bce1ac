// POST /portal/actions/link-certificate – link the account to a TPP by a challenge signed with its certificate's key (D27)
import { linkCertificate } from '@/lib/portal/certificates/link-certificate';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind === 'signed-out') return seeOther('/portal/sign-in?callbackUrl=%2Fportal%2Fcertificates');
  if (portal.kind !== 'ok') return seeOther('/portal/certificates?error=request');
  const { form, developer } = portal;
  const outcome = await linkCertificate({
    developerId: developer.id,
    challenge: formText(form, 'challenge') ?? '',
    certificatePem: formText(form, 'certificatePem') ?? '',
    signature: formText(form, 'signature') ?? '',
    now,
  });
  return seeOther(outcome.kind === 'linked' ? '/portal/certificates?linked=1' : `/portal/certificates?error=${outcome.reason}`);
}
