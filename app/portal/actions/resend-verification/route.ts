// POST /portal/actions/resend-verification – a new verification link for the signed-in developer's address (D27)
import { sendVerificationMail } from '@/lib/portal/account/sign-up-developer';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { seeOther } from '@/lib/psu/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now);
  if (portal.kind !== 'ok') return seeOther(portal.kind === 'signed-out' ? '/portal/sign-in?callbackUrl=%2Fportal' : '/portal');
  if (!portal.developer.emailVerifiedAt) await sendVerificationMail({ developerId: portal.developer.id, email: portal.developer.email, now });
  return seeOther('/portal?resent=1');
}
