import { portalErrorResponse } from '@/lib/portal/session/portal-error-response';
import type { PortalDeveloper } from '@/lib/portal/session/read-portal-session';
import { safeCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { seeOther } from '@/lib/web/see-other';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** D27: how long a sign-in or "Confirm it's you" vouches for a sensitive change. */
export const recentAuthenticationMinutes = 10;

/** Where "Confirm it's you" is asked, returning to `returnTo` afterwards. */
export function reauthenticatePath(returnTo: string): string {
  return `/portal/reauthenticate?${new URLSearchParams({ callbackUrl: safeCallbackPath(returnTo) })}`;
}

/** D27: whether the developer proved the password (and TOTP when enrolled) in the last 10 minutes. */
export function hasRecentAuthentication(developer: Pick<PortalDeveloper, 'authenticatedAt'>, now: Date): boolean {
  const age = now.getTime() - developer.authenticatedAt.getTime();
  return age >= 0 && age <= recentAuthenticationMinutes * 60_000;
}

/**
 * D27: null when the developer proved the password (and TOTP when enrolled) in the last 10 minutes; otherwise the
 * answer that refuses the change: a form is sent to "Confirm it's you" and back to `returnTo`, a JSON call gets 403.
 */
export function requireRecentAuthentication(input: {
  developer: Pick<PortalDeveloper, 'authenticatedAt'>;
  now: Date;
  returnTo: string;
  answer?: 'redirect' | 'json';
}): Response | null {
  if (hasRecentAuthentication(input.developer, input.now)) return null;
  if (input.answer === 'json')
    return portalErrorResponse(
      new Xs2aError('SERVICE_BLOCKED', {
        path: 'reauthenticate',
        text: `Confirm it's you first: ${reauthenticatePath(input.returnTo)}`,
      }),
    );
  return seeOther(reauthenticatePath(input.returnTo));
}
