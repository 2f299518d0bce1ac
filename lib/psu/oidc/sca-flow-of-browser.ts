import { readSessionCookie } from '@/lib/psu/session-cookie';
import { readWebSession } from '@/lib/psu/web-session';
import { getScaFlow, type ScaFlow } from '@/lib/sca/sca-flow';

/** The SCA process behind the browser's SCA session cookie, for the sign-in's GET routes (D32); null without one. */
export async function scaFlowOfBrowser(request: Request, now: Date): Promise<ScaFlow | null> {
  const session = await readWebSession(readSessionCookie('sca', request.headers.get('cookie')), now);
  return session?.authorisationId ? getScaFlow(session.authorisationId) : null;
}
