// POST /my-consents/actions/sign-in – "My consents" sign-in with the national identity number (and, in the sandbox, the provider)
import { isSameOriginForm } from '@/lib/psu/same-origin-form';
import { formText } from '@/lib/psu/read-psu-form';
import { seeOther } from '@/lib/psu/see-other';
import { sessionCookieHeader } from '@/lib/psu/session-cookie';
import { signInMyConsents } from '@/lib/psu/sign-in-my-consents';

// There is no session before sign-in, so no session-bound token: Fetch Metadata and Origin keep other sites out.
export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  if (!isSameOriginForm(request.headers)) return seeOther('/sca/ended?reason=forbidden');
  const form = await request.formData().catch(() => new FormData());
  const provider = formText(form, 'provider') ?? '';
  const outcome = await signInMyConsents({ nationalIdentityNumber: formText(form, 'nationalIdentityNumber') ?? '', providerId: provider, now });
  if (outcome.kind === 'retry') return seeOther(`/my-consents?error=${outcome.error}&provider=${encodeURIComponent(provider.slice(0, 64))}`);
  return seeOther('/my-consents', { 'Set-Cookie': sessionCookieHeader('my-consents', outcome, now) });
}
