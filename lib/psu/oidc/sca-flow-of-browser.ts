import { readSessionCookie } from '@/lib/psu/session-cookie';
import { scaSessionFor, scaSessionsOfBrowser } from '@/lib/psu/sca-sessions';
import { getScaFlow, type ScaFlow } from '@/lib/sca/sca-flow';
import { scaHandleParameter } from '@/lib/sca/sca-page-url';
import { isExpectedState, oidcChecks } from './oidc-checks';

/** The SCA process the sign-in's start names (`?sca=`, D17) with this browser's live session for it (D32); null without one. */
export async function scaFlowOfBrowser(request: Request, now: Date): Promise<ScaFlow | null> {
  const authorisationId = new URL(request.url).searchParams.get(scaHandleParameter);
  const session = await scaSessionFor({ cookieValue: readSessionCookie('sca', request.headers.get('cookie')), authorisationId, now });
  return session?.authorisationId ? getScaFlow(session.authorisationId) : null;
}

/**
 * The SCA process a return from the identity provider is for (D32): the provider's redirect URI is fixed, so its
 * address names no SCA, but its state is bound to the SCA the sign-in started for; of the browser's live SCA sessions
 * (D17), the one whose state it carries. Without a match, the newest, which finishOidcSignIn then answers as not this
 * sign-in's return, changing nothing. Null when the browser holds no live SCA session.
 */
export async function scaFlowOfOidcReturn(input: { request: Request; secret: string | undefined; now: Date }): Promise<ScaFlow | null> {
  const sessions = (await scaSessionsOfBrowser(input.request.headers.get('cookie'), input.now)).filter((session) => session.authorisationId);
  const state = new URL(input.request.url).searchParams.get('state');
  const own = input.secret ? sessions.find((session) => isExpectedState(oidcChecks(input.secret ?? '', 'sca', session.authorisationId ?? '').state, state)) : undefined;
  const authorisationId = (own ?? sessions[0])?.authorisationId;
  return authorisationId ? getScaFlow(authorisationId) : null;
}
