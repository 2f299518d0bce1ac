/** How a kept header value was changed: shortened (a secret's ends), masked (PSU data) or truncated (too long). */
export type HeaderMark = 'shortened' | 'masked' | 'truncated';

/** A request header as the request log keeps it: lower-case name, value, and how the value was changed if it was. */
export type LoggedHeader = [name: string, value: string] | [name: string, value: string, mark: HeaderMark];

/** What the request log keeps of a request's headers (D28). */
export type LoggedRequestHeaders = { headers: LoggedHeader[]; otherCount: number };

// D28: the headers a TPP debugs a call with (Berlin Group's, the signature's, content negotiation); any other is kept
// only when the Signature signs it, and otherwise counted. Proxies' and our launcher's headers are never kept.
const keptNames = new Set([
  'accept',
  'accept-charset',
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'digest',
  'signature',
  'tpp-signature-certificate',
  'x-request-id',
  'x-accept-fix',
  'consent-id',
  'authorization',
  'user-agent',
]);
const keptPrefixes = ['tpp-', 'psu-'];
const neverKept = /^(x-internal-|x-forwarded-|x-real-ip$|forwarded$|x-middleware-|x-nextjs-|next-|rsc$|cookie$)/;

// D28: a PSU's identity, address, place and device are personal data; the log is no store for them, so only their
// length is kept. The TPP sent them and holds them; the PSU's browser headers (PSU-User-Agent, PSU-Accept) are kept.
const maskedNames = new Set(['psu-id', 'psu-corporate-id', 'psu-ip-address', 'psu-geo-location', 'psu-device-id']);
// Values that prove or grant something: only their ends are kept, enough to tell two apart.
const secretNames = new Set(['digest', 'tpp-signature-certificate']);
// D28: a credential, named so or kept because the Signature signs it: its scheme and length, its ends only when long.
const credentialName = /authorization|api-?key|token|secret|password|passwd|credential|session/;
// Ends leave a credential's middle to guess: only from this length is what stays hidden past guessing (20 characters).
const shortestCredentialWithEnds = 32;

const maxHeaders = 30;
const maxValueLength = 300;

/**
 * D28: a request's headers as the request log keeps them: secrets and the signature value shortened to their ends,
 * PSU identity masked, other values cut at 300 characters; at most 30 headers, the rest counted.
 */
export function loggableRequestHeaders(headers: Headers): LoggedRequestHeaders {
  const signed = signedHeaderNames(headers.get('signature'));
  const kept: LoggedHeader[] = [];
  let otherCount = 0;
  for (const [name, value] of headers) {
    const isKept =
      !neverKept.test(name) &&
      (keptNames.has(name) || keptPrefixes.some((prefix) => name.startsWith(prefix)) || signed.has(name));
    if (isKept && kept.length < maxHeaders) kept.push(loggedHeader(name, value));
    else otherCount += 1;
  }
  return { headers: kept, otherCount };
}

function loggedHeader(name: string, value: string): LoggedHeader {
  if (maskedNames.has(name)) return [name, `${value.length} characters`, 'masked'];
  if (name === 'signature') {
    const shortened = value.replace(/(\bsignature\s*=\s*")([^"]*)"/i, (_match, start: string, signature: string) => {
      return `${start}${shortenedEnds(signature)}"`;
    });
    if (shortened !== value) return withLimit(name, shortened, 'shortened');
  }
  if (secretNames.has(name)) return [name, shortenedSecret(name, value), 'shortened'];
  if (credentialName.test(name)) return [name, shortenedCredential(value), 'shortened'];
  return withLimit(name, value);
}

/** A secret's algorithm kept whole (Digest's SHA-256=), its value to its ends. */
function shortenedSecret(name: string, value: string): string {
  const match = name === 'digest' ? /^([A-Za-z0-9-]+=)(.*)$/s.exec(value) : null;
  return match ? `${match[1]}${shortenedEnds(match[2] ?? '')}` : shortenedEnds(value);
}

/**
 * A credential's scheme (Bearer, Basic) and length; its ends only when it is long and not Basic, whose base64 is the
 * user name and password themselves.
 */
function shortenedCredential(value: string): string {
  const [, scheme = '', credential = value] = /^([A-Za-z][\w.+-]* )(.*)$/s.exec(value) ?? [];
  const isBasic = scheme.trim().toLowerCase() === 'basic';
  if (isBasic || credential.length < shortestCredentialWithEnds) return `${scheme}(${credential.length} characters)`;
  return `${scheme}${shortenedEnds(credential)}`;
}

/** The first 8 and last 4 characters and the length: enough to compare with what the client sent, not to reuse. */
export function shortenedEnds(value: string): string {
  if (value.length <= 16) return '…';
  return `${value.slice(0, 8)}…${value.slice(-4)} (${value.length} characters)`;
}

function withLimit(name: string, value: string, mark?: HeaderMark): LoggedHeader {
  if (value.length > maxValueLength) return [name, `${value.slice(0, maxValueLength)}…`, mark ?? 'truncated'];
  return mark ? [name, value, mark] : [name, value];
}

/** The header names a Signature header's headers="…" part signs, lower-cased; none when it has no such part. */
function signedHeaderNames(signature: string | null): Set<string> {
  const match = signature && /\bheaders\s*=\s*"([^"]*)"/i.exec(signature);
  return new Set(match ? (match[1] ?? '').toLowerCase().split(/\s+/).filter(Boolean) : []);
}
