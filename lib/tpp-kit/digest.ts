import { createHash } from 'node:crypto';
import type { ResolvedSigningOptions } from './signing-options';

export type RequestBody = string | Uint8Array | object;

/** The exact bytes sent: strings as UTF-8, objects as JSON. */
export function toBodyBytes(body: RequestBody): Uint8Array {
  if (body instanceof Uint8Array) return body;
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
}

/** D5: RFC 3230 Digest of the exact body bytes, `SHA-256=<base64>` or `SHA-512=<base64>`. */
export function computeDigest(bytes: Uint8Array, algorithm: ResolvedSigningOptions['digestAlgorithm']): string {
  const hash = createHash(algorithm === 'SHA-512' ? 'sha512' : 'sha256').update(bytes).digest('base64');
  return `${algorithm}=${hash}`;
}
