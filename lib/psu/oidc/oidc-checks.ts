import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OidcPurpose } from './oidc-settings';

/** What one sign-in at the provider must bring back: the state, the ID token's nonce, and the PKCE code verifier. */
export type OidcChecks = { state: string; nonce: string; codeVerifier: string };

/** A fresh secret for one sign-in; it lives only in the browser's short-lived httpOnly cookie. */
export function newOidcSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * D32: state, nonce and PKCE verifier are derived from the cookie's secret and bound to what the sign-in is for (the
 * SCA process's id), so nothing is stored server-side and a callback only counts in the browser that started it, for
 * the process it started for. The verifier is 43 base64url characters (RFC 7636: 43 to 128).
 */
export function oidcChecks(secret: string, purpose: OidcPurpose, binding: string): OidcChecks {
  const derive = (label: string) =>
    createHmac('sha256', secret).update(`${label}|${purpose}|${binding}`).digest('base64url');
  return { state: derive('state'), nonce: derive('nonce'), codeVerifier: derive('pkce') };
}

/** Constant-time comparison of the state the provider sent back with the expected one. */
export function isExpectedState(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const left = Buffer.from(expected);
  const right = Buffer.from(received);
  return left.length === right.length && timingSafeEqual(left, right);
}
