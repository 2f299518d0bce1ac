import { attributeTypeName, attributeTypeOid } from './attribute-types';
import { DerError, readSingle, toHex } from './der';
import { decodeString, isStringTag } from './der-values';

// Distinguished names as text (RFC 4514, with the RFC 2253/1779 leniencies TPP clients rely on: `;` between RDNs,
// spaces around separators, quoted values). D5: the keyId issuer is compared as a name, not as a string.

/** One attribute of an RDN. When `isHex`, `value` is the upper-case hex DER of a non-string value (RFC 4514 2.4). */
export type NameAttribute = { oid: string; value: string; isHex: boolean };
/** A set of attributes; usually just one. */
export type RelativeDistinguishedName = NameAttribute[];
/** RDNs in the order written: in an RFC 4514 string the most specific (CN) comes first. */
export type DistinguishedName = RelativeDistinguishedName[];

export type DistinguishedNameResult = { ok: true; name: DistinguishedName } | { ok: false; reason: string };

class NameSyntaxError extends Error {}

const escapable = new Set([' ', '"', '#', '+', ',', ';', '<', '=', '>', '\\']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parseDistinguishedName(text: string): DistinguishedNameResult {
  try {
    return { ok: true, name: parse(text) };
  } catch (error) {
    if (error instanceof NameSyntaxError) return { ok: false, reason: error.message };
    throw error;
  }
}

function parse(text: string): DistinguishedName {
  if (text.trim() === '') throw new NameSyntaxError('the name is empty');
  const name: DistinguishedName = [];
  let rdn: RelativeDistinguishedName = [];
  let position = 0;
  for (;;) {
    const equals = text.indexOf('=', position);
    if (equals < 0) throw new NameSyntaxError(`no "=" after position ${position}`);
    const type = text.slice(position, equals).trim();
    const oid = attributeTypeOid(type);
    if (!oid) throw new NameSyntaxError(`unknown attribute type "${type.slice(0, 40)}"`);
    const read = readValue(text, skipSpaces(text, equals + 1));
    rdn.push({ oid, value: read.value, isHex: read.isHex });
    position = skipSpaces(text, read.end);
    const separator = text.charAt(position);
    if (separator === '') break;
    if (separator !== ',' && separator !== ';' && separator !== '+') {
      throw new NameSyntaxError(`unexpected "${separator}" at position ${position}`);
    }
    if (separator !== '+') {
      name.push(rdn);
      rdn = [];
    }
    position += 1;
  }
  name.push(rdn);
  return name;
}

type ReadValue = { value: string; isHex: boolean; end: number };

function readValue(text: string, start: number): ReadValue {
  if (text.charAt(start) === '#') return readHexValue(text, start + 1);
  if (text.charAt(start) === '"') return readQuotedValue(text, start + 1);
  const bytes: number[] = [];
  let significantLength = 0;
  let position = start;
  while (position < text.length) {
    const char = String.fromCodePoint(text.codePointAt(position) ?? 0);
    if (char === ',' || char === ';' || char === '+') break;
    if (char === '\\') {
      position = readEscape(text, position + 1, bytes);
      significantLength = bytes.length;
      continue;
    }
    bytes.push(...Buffer.from(char, 'utf8'));
    // Unescaped spaces before a separator are not part of the value.
    if (char !== ' ') significantLength = bytes.length;
    position += char.length;
  }
  return { value: decodeUtf8(bytes.slice(0, significantLength)), isHex: false, end: position };
}

function readQuotedValue(text: string, start: number): ReadValue {
  const bytes: number[] = [];
  let position = start;
  while (position < text.length) {
    const char = String.fromCodePoint(text.codePointAt(position) ?? 0);
    if (char === '"') return { value: decodeUtf8(bytes), isHex: false, end: position + 1 };
    if (char === '\\') {
      position = readEscape(text, position + 1, bytes);
      continue;
    }
    bytes.push(...Buffer.from(char, 'utf8'));
    position += char.length;
  }
  throw new NameSyntaxError(`unterminated quoted value starting at position ${start - 1}`);
}

/** Appends the escaped octet(s) at `position` (after the backslash) and returns the position after them. */
function readEscape(text: string, position: number, bytes: number[]): number {
  const pair = text.slice(position, position + 2);
  if (/^[0-9a-f]{2}$/i.test(pair)) {
    bytes.push(Number.parseInt(pair, 16));
    return position + 2;
  }
  const char = text.charAt(position);
  if (!escapable.has(char)) throw new NameSyntaxError(`invalid escape "\\${char}" at position ${position - 1}`);
  bytes.push(char.charCodeAt(0));
  return position + 1;
}

function readHexValue(text: string, start: number): ReadValue {
  const hex = /^[0-9a-f]*/i.exec(text.slice(start))?.[0] ?? '';
  if (hex.length === 0 || hex.length % 2 !== 0)
    throw new NameSyntaxError(`"#" value at position ${start - 1} is not hex octets`);
  try {
    const element = readSingle(Buffer.from(hex, 'hex'));
    const end = start + hex.length;
    // A string written as DER hex equals the same string written plainly.
    if (isStringTag(element.tag)) return { value: decodeString(element), isHex: false, end };
    return { value: toHex(element.encoded), isHex: true, end };
  } catch (error) {
    if (error instanceof DerError)
      throw new NameSyntaxError(`"#" value at position ${start - 1} is not DER: ${error.message}`);
    throw error;
  }
}

function decodeUtf8(bytes: number[]): string {
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    throw new NameSyntaxError('escaped octets are not valid UTF-8');
  }
}

function skipSpaces(text: string, position: number): number {
  let next = position;
  while (text.charAt(next) === ' ') next += 1;
  return next;
}

/** An RFC 4514 string of `name`, given in RFC 4514 order (most specific first). */
export function formatDistinguishedName(name: DistinguishedName): string {
  return name.map((rdn) => rdn.map(formatAttribute).join('+')).join(',');
}

function formatAttribute({ oid, value, isHex }: NameAttribute): string {
  return `${attributeTypeName(oid)}=${isHex ? `#${value}` : escapeValue(value)}`;
}

function escapeValue(value: string): string {
  const chars = [...value];
  return chars
    .map((char, index) => {
      const isEdgeSpace = char === ' ' && (index === 0 || index === chars.length - 1);
      if ('"+,;<>\\'.includes(char) || isEdgeSpace || (char === '#' && index === 0)) return `\\${char}`;
      return char === '\0' ? '\\00' : char;
    })
    .join('');
}
