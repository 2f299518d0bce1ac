// GET /portal/verify-email-change?token=… – the link mailed to a new sign-in address (D27)
import { confirmEmailChange } from '@/lib/portal/account/confirm-email-change';
import { seeOther } from '@/lib/web/see-other';

// Following the link proves the new mailbox is the developer's; every session ends, so sign-in uses the new address.
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token');
  const isChanged = await confirmEmailChange({ token, now: new Date() });
  return seeOther(`/portal/account/done?outcome=${isChanged ? 'emailChanged' : 'emailChangeFailed'}`, {
    'Referrer-Policy': 'no-referrer',
  });
}
