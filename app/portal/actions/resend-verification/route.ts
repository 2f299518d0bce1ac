// POST /portal/actions/resend-verification – the verification link again, within the mail throttle (D27)
import { resendVerificationMail } from '@/lib/portal/account/resend-verification-mail';
import { logMailFailure } from '@/lib/portal/mail/log-mail-failure';
import { clientAddress } from '@/lib/web/client-address';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind !== 'ok')
    return seeOther(portal.kind === 'signed-out' ? '/portal/sign-in?callbackUrl=%2Fportal' : '/portal');
  // D27: a mail the throttle refused, or that could not be sent, is said (the developer's own address, nothing to hide
  // from them); a failed one is logged without the SMTP server's answer (D33).
  try {
    const outcome = await resendVerificationMail({
      developer: portal.developer,
      clientAddress: clientAddress(request.headers),
      now,
    });
    if (outcome.kind !== 'sent')
      return seeOther(
        `/portal?${new URLSearchParams({ resent: outcome.kind, until: String(Math.floor(outcome.retryAt.getTime() / 1000)) })}`,
      );
  } catch (error) {
    logMailFailure('resend-verification', error);
    return seeOther('/portal?resent=failed');
  }
  return seeOther('/portal?resent=1');
}
