import { createHash, randomBytes } from 'node:crypto';

/** How long a portal session lasts without being used. */
export const portalSessionMaxAgeSeconds = 8 * 60 * 60;

/** A new session token for the cookie: 256 random bits. */
export function newPortalSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database does not hold usable session cookies. */
export function hashPortalSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
