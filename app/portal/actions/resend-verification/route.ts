// POST /portal/actions/resend-verification – the verification link again, within the mail throttle (D27)
import { resendVerificationMail } from '@/lib/portal/account/resend-verification-mail';
import { logMailFailure } from '@/lib/portal/mail/log-mail-failure';
import { clientAddress } from '@/lib/psu/client-address';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { seeOther } from '@/lib/psu/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind !== 'ok') return seeOther(portal.kind === 'signed-out' ? '/portal/sign-in?callbackUrl=%2Fportal' : '/portal');
  // D27: the same answer whether or not the mail throttle let a mail go; a mail that could not be sent is said (the
  // developer's own address, nothing to hide from them) and logged without the SMTP server's answer (D33).
  try {
    await resendVerificationMail({ developer: portal.developer, clientAddress: clientAddress(request.headers), now });
  } catch (error) {
    logMailFailure('resend-verification', error);
    return seeOther('/portal?resent=failed');
  }
  return seeOther('/portal?resent=1');
}
