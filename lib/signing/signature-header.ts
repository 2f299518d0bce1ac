import { isBase64 } from './base64';

// The Signature header of draft-cavage-http-signatures (spec "Signature header"): comma-separated `name="value"`
// parts. keyId values hold commas (`SN=..,CA=CN=..,O=..`) and sometimes quotes, so values are read as quoted strings.

export type SignaturePartName = 'keyId' | 'algorithm' | 'headers' | 'signature';

export type SignatureParts = {
  keyId: string;
  algorithm: string;
  /** Lower-cased, in signing order. `['date']` when the header has no headers part (draft-cavage default). */
  headers: string[];
  hasHeadersPart: boolean;
  /** Standard base64, validated. */
  signature: string;
};

export type SignatureHeaderError = { part: SignaturePartName | 'syntax'; message: string };

export type SignatureHeaderResult = { ok: true; parts: SignatureParts } | { ok: false; error: SignatureHeaderError };

// RFC 7230 token characters: header names, and unquoted part values.
const tokenPattern = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const tokenCharacter = /[!#$%&'*+.^_`|~0-9a-z-]/i;

export function parseSignatureHeader(raw: string): SignatureHeaderResult {
  const values = new Map<string, string>();
  let position = skipSpaces(raw, 0);
  while (position < raw.length) {
    const nameStart = position;
    while (tokenCharacter.test(raw.charAt(position))) position += 1;
    const name = raw.slice(nameStart, position);
    position = skipSpaces(raw, position);
    if (name === '' || raw.charAt(position) !== '=')
      return syntaxError(`expected name="value" at position ${nameStart}`);
    position = skipSpaces(raw, position + 1);
    const read = raw.charAt(position) === '"' ? readQuoted(raw, position + 1) : readToken(raw, position);
    if (read === null) return syntaxError(`the value of ${name} has no closing quote`);
    const key = name.toLowerCase();
    if (values.has(key)) return syntaxError(`the ${name} part appears twice`);
    values.set(key, read.value);
    position = skipSpaces(raw, read.end);
    if (position < raw.length && raw.charAt(position) !== ',')
      return syntaxError(`expected "," at position ${position}`);
    position = skipSpaces(raw, position + 1);
  }
  return validate(values);
}

function validate(values: Map<string, string>): SignatureHeaderResult {
  for (const part of ['keyId', 'algorithm', 'signature'] as const) {
    if (!values.get(part.toLowerCase())?.trim()) return partError(part, `the ${part} part is missing or empty`);
  }
  const headersValue = values.get('headers');
  const headers =
    headersValue === undefined ? ['date'] : headersValue.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (headers.length === 0) return partError('headers', 'the headers part is empty');
  const invalid = headers.find((header) => header !== '(request-target)' && !tokenPattern.test(header));
  if (invalid !== undefined) {
    return partError(
      'headers',
      `the headers part names "${invalid.slice(0, 40)}", which is not a header name or (request-target)`,
    );
  }
  const signature = values.get('signature')?.trim() ?? '';
  if (!isBase64(signature)) return partError('signature', 'the signature part is not base64');
  return {
    ok: true,
    parts: {
      keyId: values.get('keyid')?.trim() ?? '',
      algorithm: values.get('algorithm')?.trim() ?? '',
      headers,
      hasHeadersPart: headersValue !== undefined,
      signature,
    },
  };
}

type Read = { value: string; end: number };

/**
 * A quoted value from after its opening quote. `\"` and `\\` are quoted pairs; any other backslash is kept, because
 * clients put RFC 4514 escapes such as `O=Bank\, Inc` into keyId without escaping the backslash.
 */
function readQuoted(raw: string, start: number): Read | null {
  let value = '';
  for (let position = start; position < raw.length; position += 1) {
    const char = raw.charAt(position);
    if (char === '"') return { value, end: position + 1 };
    const next = raw.charAt(position + 1);
    if (char === '\\' && (next === '"' || next === '\\')) {
      value += next;
      position += 1;
    } else {
      value += char;
    }
  }
  return null;
}

function readToken(raw: string, start: number): Read {
  let end = start;
  while (end < raw.length && raw.charAt(end) !== ',' && !/\s/.test(raw.charAt(end))) end += 1;
  return { value: raw.slice(start, end), end };
}

function skipSpaces(raw: string, position: number): number {
  let next = position;
  while (/\s/.test(raw.charAt(next))) next += 1;
  return next;
}

function syntaxError(message: string): SignatureHeaderResult {
  return { ok: false, error: { part: 'syntax', message } };
}

function partError(part: SignaturePartName, message: string): SignatureHeaderResult {
  return { ok: false, error: { part, message } };
}
