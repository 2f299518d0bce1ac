// GET /my-consents/oidc/callback – back from the identity provider (D32): the "My consents" session, as the sandbox sign-in gives
import { finishOidcSignIn } from '@/lib/psu/oidc/finish-oidc-sign-in';
import { oidcCookieHeader, readOidcCookie } from '@/lib/psu/oidc/oidc-cookie';
import { signInMyConsentsWithOidc } from '@/lib/psu/oidc/sign-in-my-consents-with-oidc';
import { seeOther } from '@/lib/web/see-other';
import { sessionCookieHeader } from '@/lib/psu/sessions/session-cookie';

export async function GET(request: Request): Promise<Response> {
  const now = new Date();
  const secret = readOidcCookie('my-consents', '', request.headers.get('cookie'));
  const outcome = await finishOidcSignIn({ purpose: 'my-consents', binding: '', secret, callbackUrl: request.url });
  const signIn = await signInMyConsentsWithOidc({ outcome, now });
  const response = seeOther(
    signIn.kind === 'refused' && signIn.error ? `/my-consents?error=${signIn.error}` : '/my-consents',
  );
  response.headers.append('Set-Cookie', oidcCookieHeader('my-consents', '', '', 0));
  if (signIn.kind === 'signed-in')
    response.headers.append('Set-Cookie', sessionCookieHeader('my-consents', signIn, now));
  return response;
}
