// GET /sca/oidc/callback – the identity provider sends the PSU back (D32); the SCA goes on as after the sandbox sign-in
import { finishOidcSignIn } from '@/lib/psu/oidc/finish-oidc-sign-in';
import { oidcCookieHeader, readOidcCookie } from '@/lib/psu/oidc/oidc-cookie';
import { scaFlowOfOidcReturn } from '@/lib/psu/oidc/sca-flow-of-browser';
import { signInForScaWithOidc } from '@/lib/psu/oidc/sign-in-for-sca-with-oidc';
import { seeOther } from '@/lib/psu/see-other';

export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  // The sign-in's secret is single-use: cleared whatever the outcome.
  const cleared = { 'Set-Cookie': oidcCookieHeader('sca', '', 0) };
  const secret = readOidcCookie('sca', request.headers.get('cookie'));
  const flow = await scaFlowOfOidcReturn({ request, secret, now });
  if (!flow) return seeOther('/sca/ended?reason=session-expired', cleared);
  const outcome = await finishOidcSignIn({ purpose: 'sca', binding: flow.authorisationId, secret, callbackUrl: request.url });
  return seeOther(await signInForScaWithOidc({ flow, outcome, now }), cleared);
}
