import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { findUnsupportedCharacter, isValidUtf8 } from '@/lib/validation/character-set';

const jsonMediaType = /^application\/(?:[\w.+-]+\+)?json$/i;

// A pattern has no flags: each letter of a media type as a class of its two cases.
const caseless = (text: string) => text.replace(/[a-z]/g, (letter) => `[${letter.toUpperCase()}${letter}]`);
const jsonRange = `(?:${caseless('application')}/(?:[\\w.+-]+\\+)?${caseless('json')}|${caseless('application')}/\\*|\\*/\\*)`;
const nonZeroParameter = `;[ \\t]*(?![Qq][ \\t]*=[ \\t]*0(?:\\.0*)?[ \\t]*(?:[;,]|$))[^;,]*`;
const acceptedRange = `[ \\t]*${jsonRange}[ \\t]*(?:${nonZeroParameter})*`;
const otherRange = `(?![ \\t]*${jsonRange}[ \\t]*(?:[;,]|$))[^,]*`;

/**
 * D2 as a pattern for the OpenAPI document: an Accept with a range that covers JSON (a JSON type, `application/*`,
 * `*\/*`), no such range with q=0, or empty. Every value it matches passes checkAccept (request-format.test.ts).
 */
export const acceptPattern = `^(?:[ \\t]*|(?:${otherRange},)*${acceptedRange}(?:,(?:${acceptedRange}|${otherRange}))*)$`;

/**
 * D2: the response is JSON only; an Accept header that excludes JSON is 406 REQUESTED_FORMATS_INVALID. The most
 * specific range that covers JSON decides (RFC 9110 12.5.1): `application/json;q=0` refuses JSON whatever wildcard
 * follows it.
 */
export function checkAccept(accept: string | null): void {
  if (!accept || accept.trim() === '') return;
  let decidingSpecificity = 0;
  let acceptsJson = false;
  for (const range of accept.split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim());
    const specificity = jsonSpecificity(type);
    if (specificity === 0 || specificity < decidingSpecificity) continue;
    const isAcceptable = !parameters.some((parameter) => /^q=0(?:\.0*)?$/i.test(parameter));
    acceptsJson = specificity > decidingSpecificity ? isAcceptable : acceptsJson || isAcceptable;
    decidingSpecificity = specificity;
  }
  if (!acceptsJson) {
    throw new Xs2aError('REQUESTED_FORMATS_INVALID', {
      path: 'Accept',
      text: `Only application/json responses are offered; Accept was "${accept.slice(0, 100)}".`,
    });
  }
}

// How specifically a media range covers JSON: 3 a JSON type itself, 2 the application wildcard, 1 the full wildcard,
// 0 not at all.
function jsonSpecificity(type: string): number {
  if (jsonMediaType.test(type)) return 3;
  if (/^application\/\*$/i.test(type)) return 2;
  return type === '*/*' ? 1 : 0;
}

/**
 * Spec 7 and D2: responses are UTF-8 JSON (RFC 8259 allows nothing else). An Accept-Charset that names neither UTF-8
 * nor `*`, or gives the one that decides (UTF-8 when named, else `*`) a quality of 0, is 406 REQUESTED_FORMATS_INVALID
 * (RFC 9110 12.5.2).
 */
export function checkAcceptCharset(value: string | null): void {
  if (!value || value.trim() === '') return;
  const qualities = new Map<string, boolean>();
  for (const range of value.split(',')) {
    const [name = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const charset = name === 'utf8' ? 'utf-8' : name;
    const isZeroQuality = parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
    if (charset !== '' && !qualities.has(charset)) qualities.set(charset, !isZeroQuality);
  }
  if (qualities.get('utf-8') ?? qualities.get('*') ?? false) return;
  throw new Xs2aError('REQUESTED_FORMATS_INVALID', {
    path: 'Accept-Charset',
    text: `Responses are offered in UTF-8 only; Accept-Charset was "${value.slice(0, 100)}".`,
  });
}

/**
 * Spec 7 and D12: a body must be UTF-8 JSON (XML is not supported → 415) and carry only characters the downstream
 * banking system can process (→ 400 FORMAT_ERROR naming the field). Returns the parsed body, or undefined when empty.
 */
export function parseJsonBody(
  rawBody: Uint8Array,
  contentType: string | null,
  contentEncoding: string | null,
): unknown {
  if (rawBody.byteLength === 0) return undefined;
  checkContentEncoding(contentEncoding);
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim());
  if (mediaType !== '' && !jsonMediaType.test(mediaType)) {
    throw new Xs2aError('FORMAT_ERROR', {
      status: 415,
      path: 'Content-Type',
      text: `The body must be JSON (application/json); ${mediaType} is not supported.`,
    });
  }
  checkDeclaredCharset(parameters);
  if (!isValidUtf8(rawBody)) {
    throw new Xs2aError('FORMAT_ERROR', { text: 'The body is not valid UTF-8.' });
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(rawBody));
  } catch {
    throw new Xs2aError('FORMAT_ERROR', {
      status: 415,
      text: 'The body is not JSON. Send application/json; XML is not supported.',
    });
  }
  checkBodyCharacters(body);
  return body;
}

/**
 * RFC 8259 8.1: JSON between systems is UTF-8, and the bank reads every body as UTF-8. A body declared in another
 * charset (`charset=iso-8859-1`) would be read as text it is not, even when its bytes happen to be valid UTF-8: 415
 * naming Content-Type. `utf-8` (any case, quoted or not, or `utf8`) is accepted.
 */
function checkDeclaredCharset(parameters: string[]): void {
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=').map((part) => part.trim());
    if (name.toLowerCase() !== 'charset') continue;
    const charset = value.replace(/^"(.*)"$/, '$1').toLowerCase();
    if (charset === 'utf-8' || charset === 'utf8') continue;
    throw new Xs2aError('FORMAT_ERROR', {
      status: 415,
      path: 'Content-Type',
      text: `The body must be UTF-8 JSON; charset ${charset.slice(0, 40)} is not supported.`,
    });
  }
}

/**
 * RFC 9110 8.4 and RFC 7694: the bank reads a body as the octets sent, and the Digest is over those octets (D5). A body
 * sent with a content coding (gzip, br, ...) would be read as JSON it is not, and a plain body labelled gzip accepted:
 * both are 415 FORMAT_ERROR with `Accept-Encoding: identity`. `identity` is no coding.
 */
function checkContentEncoding(value: string | null): void {
  const codings = (value ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return;
  throw new Xs2aError('FORMAT_ERROR', {
    status: 415,
    path: 'Content-Encoding',
    text: `Request bodies are read as sent: send them without a content coding (Content-Encoding ${codings.join(', ').slice(0, 60)} is not supported).`,
    headers: { 'Accept-Encoding': 'identity' },
  });
}

/** D12: every key and string of a parsed JSON body must fit the bank's character set (→ 400 FORMAT_ERROR naming it). */
export function checkBodyCharacters(body: unknown): void {
  const unsupported = findUnsupportedCharacter(body);
  if (unsupported) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: unsupported.path || undefined,
      text: `The character ${unsupported.codePoint} in ${unsupported.path || 'the body'} cannot be processed by the bank; use Latin-1 characters.`,
    });
  }
}

/** D12: query parameters are text fields too. */
export function checkQueryCharacters(searchParams: URLSearchParams): void {
  for (const [name, value] of searchParams) {
    const unsupported = findUnsupportedCharacter(value);
    if (unsupported) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: name,
        text: `The character ${unsupported.codePoint} in query parameter ${name} cannot be processed by the bank.`,
      });
    }
  }
}

/** D12: a decoded path segment is a text field too; `name` is the segment's parameter name. */
export function checkPathSegmentCharacters(name: string, decoded: string): void {
  const unsupported = findUnsupportedCharacter(decoded);
  if (unsupported)
    throw new Xs2aError('FORMAT_ERROR', {
      path: name,
      text: `The character ${unsupported.codePoint} in the path segment ${name} cannot be processed by the bank.`,
    });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** X-Request-ID is required on every operation and is a UUID (spec "Common request headers"). */
export function readRequestId(value: string | null): string {
  if (value === null)
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'X-Request-ID',
      text: 'The X-Request-ID header is missing; send a new UUID with every request.',
    });
  if (!isUuid(value.trim()))
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'X-Request-ID',
      text: `X-Request-ID must be a UUID; got "${value.slice(0, 60)}".`,
    });
  return value.trim();
}

/**
 * The X-Request-ID a response echoes when the request was refused before its X-Request-ID was read (D14's order puts
 * Accept, the body and the query first): the value sent when it is a UUID, as the edge does, else none.
 */
export function echoedRequestId(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && isUuid(trimmed) ? trimmed : undefined;
}
