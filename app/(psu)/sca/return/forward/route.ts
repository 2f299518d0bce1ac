// GET /sca/return/forward – the return page's forward to the TPP (its timed forward and its link): marks the session as
// returned, then 303 to TPP-Redirect-URI or TPP-Nok-Redirect-URI with the spec's parameters (D29)
import { readSessionCookie } from '@/lib/psu/session-cookie';
import { seeOther } from '@/lib/psu/see-other';
import { readWebSession } from '@/lib/psu/web-session';
import { leftForTppCookieHeader } from '@/lib/sca/left-for-tpp';
import { getScaFlow, scaStepPath } from '@/lib/sca/sca-flow';
import { scaReturn } from '@/lib/sca/sca-return';

export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  const session = await readWebSession(readSessionCookie('sca', request.headers.get('cookie')), now);
  const flow = session?.authorisationId ? await getScaFlow(session.authorisationId) : null;
  if (!session || !flow) return seeOther('/sca/ended?reason=session-expired');
  const destination = await scaReturn(flow);
  if (!destination) return seeOther(scaStepPath(flow));
  return new Response(null, { status: 303, headers: { Location: destination.url, 'Cache-Control': 'no-store', 'Set-Cookie': leftForTppCookieHeader(session, now) } });
}
