// POST /portal/actions/forgot-password – mail a password reset link when the address has an account (D27)
import { logMailFailure } from '@/lib/portal/mail/log-mail-failure';
import { after } from 'next/server';
import { requestPasswordReset } from '@/lib/portal/account/request-password-reset';
import { clientAddress } from '@/lib/web/client-address';
import { formText } from '@/lib/web/form-text';
import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginForm(request.headers)) return seeOther('/portal/forgot-password?error=forbidden');
  const form = await request.formData().catch(() => new FormData());
  const input = {
    email: formText(form, 'email') ?? '',
    clientAddress: clientAddress(request.headers),
    now: new Date(),
  };
  // D27, D19: the mail throttle's refusal is said (it counts requests, not accounts); the mail goes after the answer,
  // so neither the answer's time nor a failed mail tells whether the address has an account.
  const outcome = await requestPasswordReset(input);
  if (outcome.kind !== 'accepted')
    return seeOther(
      `/portal/forgot-password?${new URLSearchParams({ mail: outcome.kind, until: String(Math.floor(outcome.retryAt.getTime() / 1000)) })}`,
    );
  after(() => outcome.mail().catch((error: unknown) => logMailFailure('password-reset', error)));
  return seeOther('/portal/forgot-password?mailed=1');
}
