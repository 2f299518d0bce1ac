export { computeDigest } from '@/lib/signing/digest';

export type RequestBody = string | Uint8Array | object;

/** The exact bytes sent: strings as UTF-8, objects as JSON. */
export function toBodyBytes(body: RequestBody): Uint8Array {
  if (body instanceof Uint8Array) return body;
  return Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
}
