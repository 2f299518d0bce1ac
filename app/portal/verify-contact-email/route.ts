// GET /portal/verify-contact-email?token=… – the TPP contact e-mail's verification link (spec 14, D27)
import { verifyContactEmail } from '@/lib/portal/organisation/verify-contact-email';
import { seeOther } from '@/lib/web/see-other';

// The mailbox's reader need not be a developer of the TPP: following the link is the proof, no session is needed.
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token');
  const isVerified = await verifyContactEmail({ token, now: new Date() });
  return seeOther(`/portal/organisation?note=${isVerified ? 'contactVerified' : 'contactVerifyFailed'}`, {
    'Referrer-Policy': 'no-referrer',
  });
}
