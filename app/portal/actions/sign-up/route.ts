// POST /portal/actions/sign-up – create a developer account and mail its verification link (D27)
import { logMailFailure } from '@/lib/portal/mail/log-mail-failure';
import { signUpDeveloper } from '@/lib/portal/account/sign-up-developer';
import { refusedFormPath, sealTypedFields, signedOutTypedFieldsKey } from '@/lib/portal/forms/typed-fields';
import { clientAddress } from '@/lib/web/client-address';
import { formText } from '@/lib/web/form-text';
import { withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { seeOther } from '@/lib/web/see-other';

// No session yet, so no session-bound token: Fetch Metadata and Origin keep other sites' forms out.
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginForm(request.headers)) return seeOther('/portal/sign-up?error=forbidden');
  const form = await request.formData().catch(() => new FormData());
  const email = formText(form, 'email') ?? '';
  // D27: where the developer goes after the first sign-in ("My consents", say) goes along, this site's paths only.
  const callbackPath = formText(form, 'callbackUrl') ?? '';
  // D27: a refusal shows the page again with the address as typed; a password is never sent back.
  const refused = (error: string, detail: Record<string, string> = {}) =>
    seeOther(
      withCallbackPath(
        refusedFormPath(
          '/portal/sign-up',
          error,
          sealTypedFields(signedOutTypedFieldsKey(), 'sign-up', { email }),
          detail,
        ),
        callbackPath,
      ),
    );
  try {
    const outcome = await signUpDeveloper({
      email,
      password: formText(form, 'password') ?? '',
      clientAddress: clientAddress(request.headers),
      now: new Date(),
      callbackPath,
    });
    if (outcome.kind === 'mailed') return seeOther(withCallbackPath('/portal/sign-up?mailed=1', callbackPath));
    // D27, D19: the sign-up went through, but the page says that no mail went, why and until when.
    if (outcome.kind === 'not-mailed')
      return seeOther(
        withCallbackPath(
          `/portal/sign-up?${new URLSearchParams({ mailed: '0', mail: outcome.mail.kind, until: String(Math.floor(outcome.mail.retryAt.getTime() / 1000)) })}`,
          callbackPath,
        ),
      );
    // D19: the page states the address's wait from `until` (seconds since the epoch), rounded down.
    if (outcome.kind === 'slowed')
      return refused('slowed', { until: String(Math.floor(outcome.retryAt.getTime() / 1000)) });
    return refused(outcome.problem);
  } catch (error) {
    logMailFailure('sign-up', error);
    return refused('mail');
  }
}
