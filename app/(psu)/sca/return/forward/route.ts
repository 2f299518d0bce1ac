// GET /sca/return/forward?sca={authorisationId} – the return page's forward to the TPP (its refresh and its link):
// marks the session as returned, then 303 to TPP-Redirect-URI or TPP-Nok-Redirect-URI with the spec's parameters (D29)
import { readSessionCookie } from '@/lib/psu/sessions/session-cookie';
import { scaSessionFor } from '@/lib/psu/sessions/sca-sessions';
import { seeOther } from '@/lib/web/see-other';
import { leftForTppCookieHeader } from '@/lib/sca/left-for-tpp';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { scaHandleParameter, scaStepUrl } from '@/lib/sca/sca-page-url';
import { scaReturn } from '@/lib/sca/sca-return';
import { sessionEndedUrl } from '@/lib/sca/session-ended-url';

export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  const cookieHeader = request.headers.get('cookie');
  const authorisationId = new URL(request.url).searchParams.get(scaHandleParameter);
  const session = await scaSessionFor({ cookieValue: readSessionCookie('sca', cookieHeader), authorisationId, now });
  const flow = session?.authorisationId ? await getScaFlow(session.authorisationId) : null;
  if (!session || !flow) return seeOther(sessionEndedUrl(authorisationId));
  const destination = await scaReturn(flow);
  if (!destination) return seeOther(scaStepUrl(flow));
  return new Response(null, {
    status: 303,
    headers: {
      Location: destination.url,
      'Cache-Control': 'no-store',
      'Set-Cookie': leftForTppCookieHeader({ session, cookieHeader }),
    },
  });
}
