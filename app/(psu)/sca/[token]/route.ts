// GET /sca/{token} – the scaRedirect link: consumed once, it starts the PSU's session for this SCA (D17); a payment in an
// active TPP session skips the sign-in (D23)
import { seeOther } from '@/lib/psu/see-other';
import { sessionCookieHeader } from '@/lib/psu/session-cookie';
import { createWebSession } from '@/lib/psu/web-session';
import { consumeScaLink } from '@/lib/sca/consume-sca-link';
import { getScaFlow, scaStepPath } from '@/lib/sca/sca-flow';
import { skipSignInInTppSession } from '@/lib/sca/skip-sign-in-in-tpp-session';

const endedReason = { used: 'link-used', expired: 'link-expired', unknown: 'link-invalid', ended: 'withdrawn' } as const;

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const now = new Date();
  const link = await consumeScaLink({ token: (await params).token, now });
  if (link.kind !== 'opened') return seeOther(`/sca/ended?reason=${endedReason[link.kind]}`);
  const session = await createWebSession({ authorisationId: link.authorisationId, now });
  const isSignedIn = await skipSignInInTppSession({ authorisationId: link.authorisationId, now });
  const flow = isSignedIn ? await getScaFlow(link.authorisationId) : null;
  return seeOther(flow ? scaStepPath(flow) : '/sca/sign-in', { 'Set-Cookie': sessionCookieHeader('sca', session, now) });
}

// HEAD /sca/{token} – answered without consuming the link: Next.js would otherwise run GET, and link checkers send HEAD
export function HEAD(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
