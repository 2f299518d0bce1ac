// GET /sca/oidc/callback – the identity provider sends the PSU back (D32); the SCA goes on as after the sandbox sign-in
import { finishOidcSignIn } from '@/lib/psu/oidc/finish-oidc-sign-in';
import { oidcCookieHeader } from '@/lib/psu/oidc/oidc-cookie';
import { scaFlowOfOidcReturn } from '@/lib/sca/oidc/sca-flow-of-browser';
import { signInForScaWithOidc } from '@/lib/sca/oidc/sign-in-for-sca-with-oidc';
import { seeOther } from '@/lib/web/see-other';

export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  const returned = await scaFlowOfOidcReturn(request, now);
  if (!returned) return seeOther('/sca/ended?reason=session-expired');
  const { flow, secret } = returned;
  const outcome = await finishOidcSignIn({
    purpose: 'sca',
    binding: flow.authorisationId,
    secret,
    callbackUrl: request.url,
  });
  // The sign-in's secret is single-use: cleared whatever the outcome.
  return seeOther(await signInForScaWithOidc({ flow, outcome, now }), {
    'Set-Cookie': oidcCookieHeader('sca', flow.authorisationId, '', 0),
  });
}
