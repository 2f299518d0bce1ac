// PEM files as operators hand them over: several blocks in one file, CRLF line ends, text between blocks (OpenSSL
// writes a "subject=..." line before each certificate of a bundle).

export type PemLabel = 'CERTIFICATE' | 'X509 CRL';

/** True when the bytes are PEM text rather than DER (which starts with a SEQUENCE, 0x30). */
export function isPem(bytes: Uint8Array): boolean {
  return Buffer.from(bytes).toString('latin1').includes('-----BEGIN ');
}

/** The DER of each `label` block, in file order; null when a block has no END line or its body is not base64. */
export function readPemBlocks(text: string, label: PemLabel): Uint8Array[] | null {
  const begin = `-----BEGIN ${label}-----`;
  const end = `-----END ${label}-----`;
  const blocks: Uint8Array[] = [];
  let position = text.indexOf(begin);
  while (position >= 0) {
    const bodyStart = position + begin.length;
    const bodyEnd = text.indexOf(end, bodyStart);
    if (bodyEnd < 0) return null;
    const body = text.slice(bodyStart, bodyEnd).replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 !== 0) return null;
    blocks.push(Uint8Array.from(Buffer.from(body, 'base64')));
    position = text.indexOf(begin, bodyEnd + end.length);
  }
  return blocks;
}

/** The DER of each `label` block when the bytes are PEM text (null as readPemBlocks), else the bytes as one block. */
export function derBlocks(bytes: Uint8Array, label: PemLabel): Uint8Array[] | null {
  return isPem(bytes) ? readPemBlocks(Buffer.from(bytes).toString('latin1'), label) : [bytes];
}
