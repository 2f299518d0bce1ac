/** One header line as pasted, in order; the value is the octets the server would see, one character per octet. */
export type RawHeader = { name: string; value: string };

export type ParsedRawRequest = {
  method: string;
  /** Path and query, as the server receives them (an absolute-form target is reduced to them). */
  target: string;
  httpVersion: string;
  lineEnding: 'CRLF' | 'LF';
  headers: RawHeader[];
  body: Uint8Array;
  /** What the parser did that the developer should know about, e.g. trailing line breaks dropped. */
  notes: string[];
};

export type RawRequestResult = { ok: true; request: ParsedRawRequest } | { ok: false; text: string };

/** Longest pasted request the debugger reads; the API's own header block limit is smaller (D18). */
export const maxRawRequestLength = 64 * 1024;

/** The request line the refusal gives as an example: the bank-offered consent, the call the getting-started guide makes first. */
export const exampleRequestLine = 'POST /v1/bank-offered-consents HTTP/1.1';

const tokenPattern = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const versionPattern = /^HTTP\/\d(\.\d)?$/;

/**
 * Reads an HTTP/1.1 request as a TPP sent it (RFC 9112): request line, header lines, a blank line, the body. Lines
 * may end in CRLF or LF. Header values become the octets of their UTF-8 text, as the server's Fetch Headers hold
 * them, so the signature is checked over the same bytes as in the API (verify-signature's signingStringBytes).
 */
export function parseRawRequest(raw: string): RawRequestResult {
  if (raw.length > maxRawRequestLength)
    return { ok: false, text: `The request is longer than ${maxRawRequestLength} characters.` };
  const text = raw.replace(/^(\s*\r?\n)+/, '');
  const lineEnding = /^[^\n]*\r\n/.test(text) ? 'CRLF' : 'LF';
  const separator = lineEnding === 'CRLF' ? '\r\n' : '\n';
  const blank = text.search(lineEnding === 'CRLF' ? /\r\n\r\n/ : /\n[ \t]*\n/);
  const head = blank === -1 ? text.replace(/\s+$/, '') : text.slice(0, blank);
  const afterHead =
    blank === -1 ? '' : text.slice(blank).replace(lineEnding === 'CRLF' ? /^\r\n\r\n/ : /^\n[ \t]*\n/, '');
  const [requestLine = '', ...headerLines] = head.split(separator);

  const parts = requestLine.trim().split(' ');
  if (parts.length !== 3 || !tokenPattern.test(parts[0]!) || !versionPattern.test(parts[2]!)) {
    return {
      ok: false,
      text: `The first line must be the request line, e.g. "${exampleRequestLine}"; it is ${JSON.stringify(requestLine.slice(0, 80))}.`,
    };
  }
  const [method, rawTarget, httpVersion] = parts as [string, string, string];
  const target = originForm(rawTarget);
  if (target === null)
    return {
      ok: false,
      text: `The request target ${JSON.stringify(rawTarget.slice(0, 80))} is neither a path nor an http(s) URL.`,
    };
  const notes =
    target === rawTarget ? [] : [`The absolute-form target was read as ${target}, as the server routes it.`];

  const headers: RawHeader[] = [];
  for (const [index, line] of headerLines.entries()) {
    const lineNumber = index + 2;
    if (/^[ \t]/.test(line))
      return {
        ok: false,
        text: `Line ${lineNumber} starts with a space: folded header lines are not allowed (RFC 9112 obs-fold).`,
      };
    const colon = line.indexOf(':');
    const name = colon === -1 ? '' : line.slice(0, colon);
    if (!tokenPattern.test(name)) return { ok: false, text: `Line ${lineNumber} is not a header line "Name: value".` };
    const value = Buffer.from(line.slice(colon + 1).replace(/^[ \t]+|[ \t\r]+$/g, ''), 'utf8').toString('latin1');
    if (/[\0\r\n]/.test(value))
      return { ok: false, text: `The ${name} header on line ${lineNumber} holds a control character.` };
    headers.push({ name, value });
  }
  const { body, note } = readBody(afterHead, headers);
  return {
    ok: true,
    request: { method, target, httpVersion, lineEnding, headers, body, notes: note ? [...notes, note] : notes },
  };
}

function originForm(target: string): string | null {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/**
 * The body bytes. With Content-Length, exactly that many (a paste often ends with a line break the client never
 * sent); without it, trailing line breaks are dropped, since no JSON body needs them.
 */
function readBody(text: string, headers: RawHeader[]): { body: Uint8Array; note?: string } {
  const bytes = Buffer.from(text, 'utf8');
  const declared = headers.find((header) => header.name.toLowerCase() === 'content-length')?.value;
  if (declared !== undefined && /^\d{1,9}$/.test(declared)) {
    const length = Number(declared);
    if (length === bytes.length) return { body: bytes };
    if (length < bytes.length)
      return {
        body: bytes.subarray(0, length),
        note: `Content-Length is ${length}: the ${bytes.length - length} bytes after it were not read as body.`,
      };
    return {
      body: bytes,
      note: `Content-Length is ${length} but the body has ${bytes.length} bytes: the body was read as pasted.`,
    };
  }
  const trimmed = text.replace(/(\r?\n)+$/, '');
  if (trimmed.length === text.length) return { body: bytes };
  return {
    body: Buffer.from(trimmed, 'utf8'),
    note: 'Line breaks after the body were dropped; send Content-Length to keep them.',
  };
}
