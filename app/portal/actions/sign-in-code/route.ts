// POST /portal/actions/sign-in-code – the sign-in's second step: a TOTP or recovery code (D27)
import { completeSecondFactor } from '@/lib/portal/security/complete-second-factor';
import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { isTrustedPortalChange } from '@/lib/portal/session/is-trusted-portal-change';
import { safeCallbackPath, withCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { clientAddress } from '@/lib/web/client-address';
import { formText } from '@/lib/web/form-text';
import { readCookie } from '@/lib/web/read-cookie';
import { isSameOriginForm } from '@/lib/web/same-origin-form';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const token = portalSessionTokenFrom((name) => readCookie(request.headers.get('cookie'), name));
  const form = await request.formData().catch(() => null);
  const callbackPath = safeCallbackPath(form && formText(form, 'callbackUrl'));
  const codePage = withCallbackPath('/portal/sign-in/code', callbackPath);
  const separator = codePage.includes('?') ? '&' : '?';
  if (
    !form ||
    !token ||
    !isSameOriginForm(request.headers) ||
    !isTrustedPortalChange(request.headers, token, form.get('csrfToken'))
  )
    return seeOther(`${codePage}${separator}error=expired`);
  const outcome = await completeSecondFactor({
    sessionToken: token,
    code: formText(form, 'code') ?? '',
    clientAddress: clientAddress(request.headers),
    now,
  });
  if (outcome.kind === 'signed-in') return seeOther(callbackPath);
  if (outcome.kind === 'no-session') return seeOther(`${codePage}${separator}error=expired`);
  if (outcome.kind === 'refused') return seeOther(`${codePage}${separator}error=refused`);
  const seconds = Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000));
  return seeOther(`${codePage}${separator}error=${outcome.kind}&wait=${seconds}`);
}
