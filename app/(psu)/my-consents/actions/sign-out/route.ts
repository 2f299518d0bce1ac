// POST /my-consents/actions/sign-out – ends the "My consents" session
import { readPsuForm } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/web/see-other';
import { clearedSessionCookieHeader } from '@/lib/psu/sessions/session-cookie';
import { endWebSession } from '@/lib/psu/sessions/web-session';

export async function POST(request: Request): Promise<Response> {
  const posted = await readPsuForm(request, 'my-consents', new Date());
  if (posted.kind === 'forbidden') return seeOther('/sca/ended?reason=forbidden');
  if (posted.kind === 'ok') await endWebSession(posted.session.id);
  return seeOther('/my-consents', { 'Set-Cookie': clearedSessionCookieHeader('my-consents') });
}
