// POST /my-consents/actions/sign-in – "My consents" sign-in with the national identity number (in the sandbox, within the portal session's TPP's world)
import { isSandbox } from '@/lib/env';
import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { isValidPortalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { readCookie } from '@/lib/web/read-cookie';
import { clientAddress } from '@/lib/web/client-address';
import { pickLanguage } from '@/lib/psu/i18n/pick-language';
import { myConsentsSandboxWorld } from '@/lib/psu/my-consents-sandbox-world';
import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';
import { sessionCookieHeader } from '@/lib/psu/sessions/session-cookie';
import { signInMyConsents } from '@/lib/psu/sign-in-my-consents';
import { throttledSignIn } from '@/lib/psu/sign-in-throttle/throttled-sign-in';

// D17: Fetch Metadata and Origin keep other sites out, and in the sandbox, where the portal session opens the world the
// PSU signs in to, the form also carries that session's CSRF token, so a post that lacks both headers is refused too.
// Production has no such form (the bank's identity provider signs in, D32) and this post fails closed there.
export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  if (!isSameOriginForm(request.headers)) return seeOther('/sca/ended?reason=forbidden');
  const form = await request.formData().catch(() => new FormData());
  const world = isSandbox ? await myConsentsSandboxWorld(now) : null;
  const portalToken = portalSessionTokenFrom((name) => readCookie(request.headers.get('cookie'), name)) ?? '';
  if (world?.kind === 'linked' && !isValidPortalCsrfToken(portalToken, form.get('csrfToken')))
    return seeOther('/sca/ended?reason=forbidden');
  const nationalIdentityNumber = formText(form, 'nationalIdentityNumber') ?? '';
  const sandboxTpp = world?.kind === 'linked' ? world.tpp : null;
  const address = clientAddress(request.headers);
  const outcome = await signInMyConsents({ nationalIdentityNumber, sandboxTpp, clientAddress: address, now });
  if (outcome.kind === 'throttled') {
    const language = pickLanguage(request.headers.get('accept-language'));
    return throttledSignIn({
      page: '/my-consents',
      retryAt: outcome.retryAt,
      now,
      language,
      reason: outcome.reason,
      clientAddress: address,
    });
  }
  if (outcome.kind === 'no-sandbox-world') return seeOther('/my-consents');
  if (outcome.kind === 'retry') return seeOther(`/my-consents?error=${outcome.error}`);
  return seeOther('/my-consents', { 'Set-Cookie': sessionCookieHeader('my-consents', outcome, now) });
}
