// GET /portal/verify-email?token=… – the sign-in address's verification link (D27)
import { verifyDeveloperEmail } from '@/lib/portal/account/verify-developer-email';
import { seeOther } from '@/lib/psu/see-other';

// Following the link is the proof of reading the mailbox; a scanner that opens it verifies the address it was sent to.
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token');
  const isVerified = await verifyDeveloperEmail({ token, now: new Date() });
  return seeOther(isVerified ? '/portal/sign-in?verified=1' : '/portal/sign-in?verifyFailed=1', { 'Referrer-Policy': 'no-referrer' });
}
