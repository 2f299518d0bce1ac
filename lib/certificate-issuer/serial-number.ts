import { randomBytes } from 'node:crypto';

const hexPattern = /^[0-9a-fA-F]+$/;

/**
 * The serial as Node's X509Certificate and OpenSSL print it: upper-case hex of the value's bytes, even length, without
 * the sign byte DER adds. Input may carry leading zeros (`000AB1` is `0AB1`).
 */
export function canonicalSerialHex(hex: string): string {
  if (!hexPattern.test(hex)) throw new Error(`Serial number is not hexadecimal: ${hex}`);
  const padded = hex.length % 2 === 0 ? hex : `0${hex}`;
  const canonical = padded.replace(/^(00)+/, '').toUpperCase();
  if (canonical === '') throw new Error('Serial number must be positive');
  return canonical;
}

/** The content bytes of the DER INTEGER (a 00 sign byte when the top bit is set), as node-forge wants them. */
export function serialToDerHex(hex: string): string {
  const canonical = canonicalSerialHex(hex);
  return Number.parseInt(canonical.slice(0, 1), 16) >= 8 ? `00${canonical}` : canonical;
}

/** 16 random bytes, positive and without a leading zero byte (RFC 5280 4.1.2.2). */
export function randomSerialHex(): string {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x10;
  return bytes.toString('hex').toUpperCase();
}
