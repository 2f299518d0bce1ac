import { createHash } from 'node:crypto';
import { decodeBase64 } from './base64';

// D5: Digest is `SHA-256=` or `SHA-512=` of the exact body bytes (RFC 3230, RFC 5843). A header may list several
// digests separated by commas; algorithm names compare case-insensitively and one supported digest must match.

export type DigestAlgorithm = 'SHA-256' | 'SHA-512';

export type DigestCheck =
  | { ok: true; algorithm: DigestAlgorithm }
  | {
      ok: false;
      /** missing: no header; malformed: not `<algorithm>=<base64>[, ...]`; unsupported-algorithm: neither SHA-256
       * nor SHA-512 given; mismatch: a supported digest is given but none equals the body's. */
      reason: 'missing' | 'malformed' | 'unsupported-algorithm' | 'mismatch';
      /** The digest of the body, for a mismatch. */
      expected?: string;
      /** The digest the header gave, for a mismatch. */
      given?: string;
    };

const hashNames: Record<DigestAlgorithm, string> = { 'SHA-256': 'sha256', 'SHA-512': 'sha512' };

export function computeDigest(body: Uint8Array, algorithm: DigestAlgorithm): string {
  return `${algorithm}=${createHash(hashNames[algorithm]).update(body).digest('base64')}`;
}

export function checkDigest(headerValue: string | null, body: Uint8Array): DigestCheck {
  if (headerValue === null || headerValue.trim() === '') return { ok: false, reason: 'missing' };
  // RFC 7230 list syntax: empty elements between commas are allowed and ignored.
  const entries = headerValue
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return { ok: false, reason: 'malformed' };
  let firstMismatch: { algorithm: DigestAlgorithm; given: string } | null = null;
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    if (equals <= 0 || equals === entry.length - 1) return { ok: false, reason: 'malformed' };
    const algorithm = supportedAlgorithm(entry.slice(0, equals).trim());
    if (!algorithm) continue;
    const given = decodeBase64(entry.slice(equals + 1).trim());
    if (!given) return { ok: false, reason: 'malformed' };
    if (Buffer.from(given).equals(createHash(hashNames[algorithm]).update(body).digest()))
      return { ok: true, algorithm };
    firstMismatch ??= { algorithm, given: entry };
  }
  if (!firstMismatch) return { ok: false, reason: 'unsupported-algorithm' };
  return {
    ok: false,
    reason: 'mismatch',
    expected: computeDigest(body, firstMismatch.algorithm),
    given: firstMismatch.given,
  };
}

function supportedAlgorithm(name: string): DigestAlgorithm | null {
  const upper = name.toUpperCase();
  return upper === 'SHA-256' || upper === 'SHA-512' ? upper : null;
}
