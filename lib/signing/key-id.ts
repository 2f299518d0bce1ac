import { parseDistinguishedName, type DistinguishedName, type RelativeDistinguishedName } from './distinguished-name';

// D5: keyId is `SN=<hex serial>,CA=<issuer DN>`. The serial compares without case or leading zeros, the issuer as
// a distinguished name, never as a string.

export type KeyId = { serialNumber: string; issuer: string };
export type KeyIdResult = { ok: true; keyId: KeyId } | { ok: false; reason: string };

// The serial holds no comma, so the first comma must start `CA=`: everything after it is the issuer.
const keyIdPattern = /^\s*SN\s*=\s*([^,]*?)\s*,\s*CA\s*=(.*)$/is;
const serialPattern = /^(?:[0-9a-f]+)(?::[0-9a-f]+)*$/i;

export function parseKeyId(value: string): KeyIdResult {
  const match = keyIdPattern.exec(value);
  if (!match) return { ok: false, reason: 'it is not in the form SN=<hex serial>,CA=<issuer>' };
  const [, serialNumber = '', issuer = ''] = match;
  if (!serialPattern.test(serialNumber)) return { ok: false, reason: 'its SN is not a hexadecimal serial number' };
  if (issuer.trim() === '') return { ok: false, reason: 'its CA is empty' };
  return { ok: true, keyId: { serialNumber, issuer: issuer.trim() } };
}

/** Hex serials compare without case, colons or leading zeros: `00a1:b2` matches `A1B2`. */
export function serialNumbersMatch(a: string, b: string): boolean {
  const left = normaliseSerial(a);
  return left !== null && left === normaliseSerial(b);
}

function normaliseSerial(serial: string): string | null {
  const trimmed = serial.trim();
  if (!serialPattern.test(trimmed)) return null;
  return trimmed
    .replaceAll(':', '')
    .toUpperCase()
    .replace(/^0+(?=.)/, '');
}

/**
 * Two names match when they hold the same RDNs, each compared as a set of attributes with case-insensitive,
 * whitespace-normalised values, in the same order or in reverse: clients write both RFC 4514 order and
 * certificate (DER) order.
 */
export function distinguishedNamesMatch(a: string, b: string): boolean {
  const left = parseDistinguishedName(a);
  const right = parseDistinguishedName(b);
  if (!left.ok || !right.ok) return false;
  const leftKeys = canonicalRdns(left.name);
  const rightKeys = canonicalRdns(right.name);
  return sameList(leftKeys, rightKeys) || sameList(leftKeys, [...rightKeys].reverse());
}

function canonicalRdns(name: DistinguishedName): string[] {
  return name.map(canonicalRdn);
}

function canonicalRdn(rdn: RelativeDistinguishedName): string {
  return rdn
    .map(({ oid, value, isHex }) => `${oid}=${isHex ? `#${value}` : JSON.stringify(normaliseValue(value))}`)
    .sort()
    .join('+');
}

function normaliseValue(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
