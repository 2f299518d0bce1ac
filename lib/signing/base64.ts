// Buffer.from(text, 'base64') silently skips characters it does not know; signatures, digests and certificates
// are checked against the strict RFC 4648 alphabet with padding first.
const base64Pattern = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function isBase64(text: string): boolean {
  return text.length > 0 && base64Pattern.test(text);
}

/** The decoded octets, or null when `text` is not non-empty, padded, standard-alphabet base64. */
export function decodeBase64(text: string): Uint8Array | null {
  return isBase64(text) ? Buffer.from(text, 'base64') : null;
}
