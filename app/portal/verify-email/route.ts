// GET /portal/verify-email?token=… – the sign-in address's verification link (D27)
import { verifyDeveloperEmail } from '@/lib/portal/account/verify-developer-email';
import { withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { seeOther } from '@/lib/web/see-other';

// Following the link is the proof of reading the mailbox; a scanner that opens it verifies the address it was sent to.
export async function GET(request: Request): Promise<Response> {
  const search = new URL(request.url).searchParams;
  const isVerified = await verifyDeveloperEmail({ token: search.get('token'), now: new Date() });
  const signIn = isVerified ? '/portal/sign-in?verified=1' : '/portal/sign-in?verifyFailed=1';
  return seeOther(withCallbackPath(signIn, search.get('callbackUrl') ?? ''), { 'Referrer-Policy': 'no-referrer' });
}
