import { readSessionCookie } from '@/lib/psu/sessions/session-cookie';
import { scaSessionFor, scaSessionsOfBrowser } from '@/lib/psu/sessions/sca-sessions';
import { getScaFlow, type ScaFlow } from '@/lib/sca/sca-flow';
import { scaHandleParameter } from '@/lib/sca/sca-page-url';
import { isExpectedState, oidcChecks } from '@/lib/psu/oidc/oidc-checks';
import { readOidcCookie } from '@/lib/psu/oidc/oidc-cookie';

/** The SCA process the sign-in's start names (`?sca=`) with this browser's live session for it (D32); null without one. */
export async function scaFlowOfBrowser(request: Request, now: Date): Promise<ScaFlow | null> {
  const authorisationId = new URL(request.url).searchParams.get(scaHandleParameter);
  const session = await scaSessionFor({
    cookieValue: readSessionCookie('sca', request.headers.get('cookie')),
    authorisationId,
    now,
  });
  return session?.authorisationId ? getScaFlow(session.authorisationId) : null;
}

/**
 * D32: the SCA a return from the identity provider is for, with its sign-in's secret: the live session whose secret
 * gives the returned state; without a match, the browser's only SCA (its return then changes nothing); else null.
 */
export async function scaFlowOfOidcReturn(
  request: Request,
  now: Date,
): Promise<{ flow: ScaFlow; secret: string | undefined } | null> {
  const cookieHeader = request.headers.get('cookie');
  const state = new URL(request.url).searchParams.get('state');
  const candidates = (await scaSessionsOfBrowser(cookieHeader, now)).flatMap(({ authorisationId }) =>
    authorisationId ? [{ authorisationId, secret: readOidcCookie('sca', authorisationId, cookieHeader) }] : [],
  );
  const own = candidates.find(
    ({ authorisationId, secret }) => secret && isExpectedState(oidcChecks(secret, 'sca', authorisationId).state, state),
  );
  const chosen = own ?? (candidates.length === 1 ? candidates[0] : undefined);
  const flow = chosen ? await getScaFlow(chosen.authorisationId) : null;
  return chosen && flow ? { flow, secret: chosen.secret } : null;
}
