// POST /my-consents/actions/sign-in – "My consents" sign-in with the national identity number (in the sandbox, within the portal session's TPP's world)
import { isSandbox } from '@/lib/env';
import { clientAddress } from '@/lib/psu/client-address';
import { pickLanguage } from '@/lib/psu/i18n/pick-language';
import { myConsentsSandboxWorld } from '@/lib/psu/my-consents-sandbox-world';
import { isSameOriginForm } from '@/lib/psu/same-origin-form';
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';
import { sessionCookieHeader } from '@/lib/psu/session-cookie';
import { signInMyConsents } from '@/lib/psu/sign-in-my-consents';
import { throttledSignIn } from '@/lib/psu/throttled-sign-in';

// There is no session before sign-in, so no session-bound token: Fetch Metadata and Origin keep other sites out.
export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  if (!isSameOriginForm(request.headers)) return seeOther('/sca/ended?reason=forbidden');
  const form = await request.formData().catch(() => new FormData());
  const nationalIdentityNumber = formText(form, 'nationalIdentityNumber') ?? '';
  const world = isSandbox ? await myConsentsSandboxWorld(now) : null;
  const sandboxTpp = world?.kind === 'linked' ? world.tpp : null;
  const outcome = await signInMyConsents({ nationalIdentityNumber, sandboxTpp, clientAddress: clientAddress(request.headers), now });
  if (outcome.kind === 'throttled') {
    const language = pickLanguage(request.headers.get('accept-language'));
    return throttledSignIn({ page: '/my-consents', retryAt: outcome.retryAt, now, language });
  }
  if (outcome.kind === 'no-sandbox-world') return seeOther('/my-consents');
  if (outcome.kind === 'retry') return seeOther(`/my-consents?error=${outcome.error}`);
  return seeOther('/my-consents', { 'Set-Cookie': sessionCookieHeader('my-consents', outcome, now) });
}
