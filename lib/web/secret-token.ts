import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: scaRedirect link tokens and PSU web session cookies. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** D17: only a token's SHA-256 is stored, so a database read never yields a usable link or session. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
