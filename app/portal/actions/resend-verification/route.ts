// POST /portal/actions/resend-verification – the verification link again, within the mail throttle (D27)
import { resendVerificationMail } from '@/lib/portal/account/resend-verification-mail';
import { clientAddress } from '@/lib/psu/client-address';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { seeOther } from '@/lib/psu/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind !== 'ok') return seeOther(portal.kind === 'signed-out' ? '/portal/sign-in?callbackUrl=%2Fportal' : '/portal');
  // D27: the same answer whether or not the mail throttle let a mail go.
  await resendVerificationMail({ developer: portal.developer, clientAddress: clientAddress(request.headers), now });
  return seeOther('/portal?resent=1');
}
