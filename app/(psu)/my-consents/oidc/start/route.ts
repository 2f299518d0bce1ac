// GET /my-consents/oidc/start – "My consents" in production (D32): sign in at the bank's identity provider
import { startOidcSignIn } from '@/lib/psu/oidc/start-oidc-sign-in';
import { seeOther } from '@/lib/web/see-other';

export async function GET(): Promise<Response> {
  const started = await startOidcSignIn({ purpose: 'my-consents', binding: '' });
  if (started.kind === 'unavailable') return seeOther('/my-consents');
  return seeOther(started.location, { 'Set-Cookie': started.setCookie });
}
