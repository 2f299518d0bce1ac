// POST /portal/actions/reauthenticate – "Confirm it's you": the password, and a code when enrolled (D27)
import { reauthenticateDeveloper } from '@/lib/portal/security/reauthenticate-developer';
import { reauthenticatePath } from '@/lib/portal/security/require-recent-authentication';
import { portalSessionTokenFrom } from '@/lib/portal/session/current-developer';
import { readPortalRequest } from '@/lib/portal/session/read-portal-request';
import { safeCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { clientAddress } from '@/lib/web/client-address';
import { formText } from '@/lib/web/form-text';
import { readCookie } from '@/lib/web/read-cookie';
import { seeOther } from '@/lib/web/see-other';

export async function POST(request: Request): Promise<Response> {
  const now = new Date();
  const token = portalSessionTokenFrom((name) => readCookie(request.headers.get('cookie'), name));
  const portal = await readPortalRequest(request, now, { isEnrolment: true });
  const form = portal.kind === 'ok' || portal.kind === 'signed-out' ? portal.form : null;
  const callbackPath = safeCallbackPath(form && formText(form, 'callbackUrl'));
  if (portal.kind === 'signed-out' || !token)
    return seeOther(`/portal/sign-in?${new URLSearchParams({ callbackUrl: callbackPath })}`);
  if (portal.kind !== 'ok') return seeOther(`${reauthenticatePath(callbackPath)}&error=forbidden`);
  const outcome = await reauthenticateDeveloper({
    sessionToken: token,
    developer: portal.developer,
    password: formText(portal.form, 'password') ?? '',
    code: formText(portal.form, 'code') ?? '',
    clientAddress: clientAddress(request.headers),
    now,
  });
  if (outcome.kind === 'confirmed') return seeOther(callbackPath);
  if (outcome.kind === 'refused') return seeOther(`${reauthenticatePath(callbackPath)}&error=refused`);
  const seconds = Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000));
  return seeOther(`${reauthenticatePath(callbackPath)}&error=${outcome.kind}&wait=${seconds}`);
}
