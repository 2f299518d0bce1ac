// GET /sca/{token} – the scaRedirect link: consumed once, it starts the PSU's session for this SCA beside the browser's
// others (D17); in an active TPP session it may skip the sign-in, and a used link goes on where the PSU is. Once the link
// is consumed nothing may keep its cookie from the browser.
import { readSessionCookie } from '@/lib/psu/sessions/session-cookie';
import { addedScaSessionCookie, liveScaSessionTokens, scaSessionFor } from '@/lib/psu/sessions/sca-sessions';
import { seeOther } from '@/lib/web/see-other';
import { logRequestError } from '@/lib/observability/route-server-errors';
import { consumeScaLink } from '@/lib/sca/consume-sca-link';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { scaPageUrl, scaStepUrl } from '@/lib/sca/sca-page-url';
import { skipSignInInTppSession } from '@/lib/sca/skip-sign-in-in-tpp-session';

export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const now = new Date();
  const { token } = await params;
  const cookieHeader = request.headers.get('cookie');
  const liveTokens = await liveScaSessionTokens(cookieHeader, now);
  const link = await consumeScaLink({ token, now });
  if (link.kind === 'unknown') return seeOther('/sca/ended?reason=link-invalid');
  if (link.kind !== 'opened') return usedOrEnded(request, link, token, now);
  const setCookie = addedScaSessionCookie({ liveTokens, session: link.session, now });
  const flow = await signedInFlow(request, link.authorisationId, cookieHeader, now);
  return seeOther(flow ? scaStepUrl(flow) : scaPageUrl(link.authorisationId, '/sca/sign-in'), {
    'Set-Cookie': setCookie,
  });
}

/** The SCA's flow when its sign-in was skipped (skipSignInInTppSession); null, and the failure logged, when that failed. */
async function signedInFlow(
  request: Request,
  authorisationId: string,
  cookieHeader: string | null,
  now: Date,
): Promise<Awaited<ReturnType<typeof getScaFlow>>> {
  try {
    return (await skipSignInInTppSession({ authorisationId, cookieHeader, now }))
      ? await getScaFlow(authorisationId)
      : null;
  } catch (error) {
    logRequestError(error, { method: request.method, routePath: '/sca/[token]', routeType: 'route' });
    return null;
  }
}

const endedReason = { used: 'link-used', expired: 'link-expired', ended: 'withdrawn' } as const;

/**
 * D29: the browser whose session opened this link (a reload, the TPP's page sending it back) goes on at the step the
 * SCA is at, or to the return page once it is over. Any other browser gets the dead end; the link (dead by now) goes
 * with it so that the page can say what became of the request, and nothing about whose it is.
 */
async function usedOrEnded(
  request: Request,
  link: { kind: 'used' | 'expired' | 'ended'; authorisationId?: string },
  token: string,
  now: Date,
): Promise<Response> {
  const session = await scaSessionFor({
    cookieValue: readSessionCookie('sca', request.headers.get('cookie')),
    authorisationId: link.authorisationId,
    now,
  });
  const flow = session?.authorisationId ? await getScaFlow(session.authorisationId) : null;
  if (flow) return seeOther(scaStepUrl(flow));
  return seeOther(`/sca/ended?reason=${endedReason[link.kind]}&link=${token}`);
}

// HEAD /sca/{token} – answered without consuming the link: Next.js would otherwise run GET, and link checkers send HEAD
export function HEAD(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
