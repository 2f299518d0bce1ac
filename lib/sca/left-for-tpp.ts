import { isHttpsSite } from '@/lib/psu/public-origin';

/** The cookie that marks an SCA session whose browser was already sent back to the TPP (D29). */
export const leftForTppCookieName = `${isHttpsSite ? '__Host-' : ''}nordbank-sca-left`;

/**
 * D29: set when the browser is forwarded to the TPP, for the rest of the SCA session, with the session's id as its
 * value. The return page reads it: Back or Refresh after the forward shows "Done" instead of forwarding again. It only
 * ever stops a forward, so a cookie the browser drops or alters costs nothing but that.
 */
export function leftForTppCookieHeader(session: { id: string; expiresAt: Date }, now: Date): string {
  const maxAge = Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
  return [`${leftForTppCookieName}=${session.id}`, 'Path=/', `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax', ...(isHttpsSite ? ['Secure'] : [])].join('; ');
}
