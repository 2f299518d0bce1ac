import { decodeBase64 } from './base64';

// The spec sends TPP-Signature-Certificate as base64 DER. Real clients also send PEM, PEM flattened onto one line
// (newlines or all spaces removed), PEM with literal `\n`, URL-safe base64 with or without padding, percent-encoded
// values and base64 of a whole PEM file. All of them decode to the same DER octets here.

export type CertificateInputResult = { ok: true; der: Uint8Array } | { ok: false; reason: string };

// A certificate is a few KiB; anything far larger is refused before any work is done.
const maxInputLength = 64 * 1024;
const pemPattern = /-----BEGIN\s*CERTIFICATE-----([\s\S]*?)-----END\s*CERTIFICATE-----/i;
const pemPrefix = Buffer.from('-----BEGIN', 'latin1');

export function decodeCertificateInput(input: string): CertificateInputResult {
  return decode(input, true);
}

function decode(input: string, mayHoldEncodedPem: boolean): CertificateInputResult {
  if (input.length > maxInputLength) return { ok: false, reason: 'the value is longer than 64 KiB' };
  let text = input.trim();
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return { ok: false, reason: 'the value has invalid percent-encoding' };
    }
  }
  text = text.replace(/\\[rn]/g, '');
  if (/-----BEGIN/i.test(text)) {
    const pem = pemPattern.exec(text);
    if (!pem) return { ok: false, reason: 'the PEM value has no matching BEGIN CERTIFICATE and END CERTIFICATE lines' };
    text = pem[1] ?? '';
  }
  const base64 = text.replace(/\s+/g, '').replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64.length % 4 === 0 ? base64 : base64 + '='.repeat(4 - (base64.length % 4));
  const der = decodeBase64(padded);
  if (!der) return { ok: false, reason: 'the value is neither base64 DER nor PEM' };
  if (mayHoldEncodedPem && Buffer.from(der.subarray(0, pemPrefix.length)).equals(pemPrefix)) {
    return decode(Buffer.from(der).toString('latin1'), false);
  }
  return { ok: true, der };
}
