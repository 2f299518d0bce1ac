// POST /portal/actions/totp – set up, confirm or turn off the developer's two-step verification (D27)
import { sealTypedFields } from '@/lib/portal/forms/typed-fields';
import { confirmTotpEnrolment } from '@/lib/portal/security/confirm-totp-enrolment';
import { disableTotp } from '@/lib/portal/security/disable-totp';
import { requireRecentAuthentication } from '@/lib/portal/security/require-recent-authentication';
import { startTotpEnrolment } from '@/lib/portal/security/start-totp-enrolment';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { formText } from '@/lib/web/form-text';
import { seeOther } from '@/lib/web/see-other';

const page = '/portal/security';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const portal = await readPortalRequest(request, now, { isEnrolment: true });
  if (portal.kind === 'signed-out') return seeOther(`/portal/sign-in?${new URLSearchParams({ callbackUrl: page })}`);
  if (portal.kind !== 'ok') return seeOther(`${page}?error=forbidden`);
  const { developer, form } = portal;
  const change = formText(form, 'change');
  if (change !== 'start' && change !== 'confirm' && change !== 'disable') return seeOther(`${page}?error=forbidden`);
  // D27: a stolen session neither binds its own authenticator, nor finishes an enrolment left open, nor turns it off.
  const stale = requireRecentAuthentication({ developer, now, returnTo: page });
  if (stale) return stale;
  if (change === 'confirm') {
    const outcome = await confirmTotpEnrolment({ developer, code: formText(form, 'code') ?? '', now });
    if (outcome.kind !== 'enabled')
      return seeOther(`${page}?error=${outcome.kind === 'invalid' ? 'code' : outcome.kind}`);
    // Shown once, sealed for this session alone on the way through the redirect (typed-fields.ts).
    const typed = sealTypedFields(portal.typedFieldsKey, 'recovery-codes', { codes: outcome.recoveryCodes.join(' ') });
    return seeOther(`${page}?${new URLSearchParams({ note: 'enabled', ...(typed ? { typed } : {}) })}`);
  }
  if (change === 'start') {
    await startTotpEnrolment({ developerId: developer.id });
    return seeOther(page);
  }
  const outcome = await disableTotp({ developer });
  return seeOther(outcome === 'required' ? `${page}?error=required` : `${page}?note=disabled`);
}
