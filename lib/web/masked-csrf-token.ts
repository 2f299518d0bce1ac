import { randomBytes } from 'node:crypto';

function xor(mask: Buffer, bytes: Buffer): Buffer {
  return Buffer.from(bytes.map((byte, index) => byte ^ (mask[index] ?? 0)));
}

/**
 * A CSRF token as a page renders it: base64url(mask ‖ mask XOR token) with a fresh random mask each call, so that no
 * two compressed responses carry the same secret bytes (BREACH). isSameCsrfToken accepts it.
 */
export function maskCsrfToken(token: string): string {
  const bytes = Buffer.from(token);
  const mask = randomBytes(bytes.length);
  return Buffer.concat([mask, xor(mask, bytes)]).toString('base64url');
}

/** The token bytes a masked value of a `length`-byte token carries, or null when `given` is no such value. */
export function unmaskCsrfToken(given: string, length: number): Buffer | null {
  if (length === 0 || given.length !== Math.ceil((2 * length * 4) / 3)) return null;
  const masked = Buffer.from(given, 'base64url');
  // Node decodes leniently (skipping what is not base64url): only the canonical spelling of the bytes is one.
  if (masked.length !== 2 * length || masked.toString('base64url') !== given) return null;
  return xor(masked.subarray(0, length), masked.subarray(length));
}
