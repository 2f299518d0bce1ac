import http from 'node:http';
import { inject } from 'vitest';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { bodyBytes, type FuzzBody } from './fuzz-bodies';
import { dateValue, headerOnWire, type HeaderChoices, type PsuChoice } from './fuzz-headers';
import { applyIdVariant, encodeQuery, onWire, type QueryPair, type RealIdVariant } from './fuzz-paths';
import type { FuzzWorld } from './fuzz-world';

export type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One generated request, symbolic: fast-check shrinks it and prints it; `toWire` makes it concrete against the world. */
export type FuzzCase = {
  method: Verb;
  /** Per path placeholder: the real id (in a variant) or a junk segment. */
  segments: Record<string, { real: RealIdVariant } | { junk: string }>;
  /** Which real ids (an index into the operation's pool). */
  index: number;
  suffix: string;
  query: QueryPair[];
  rawQuery: string | null;
  psu: { choice: PsuChoice; unknownId: string; junk: string; corporateOverride: string | null };
  headers: HeaderChoices;
  body: FuzzBody;
  signing: 'none' | 'first' | 'last';
};

/** What an operation contributes when a case becomes a request. */
export type Resolution = {
  ids: Record<string, string>;
  psu: 'private' | 'corporate' | 'none';
  signer: 'main' | 'scratch';
};

export type WireRequest = { method: string; path: string; headers: Record<string, string>; body?: Uint8Array };
export type WireResponse = { status: number; contentType: string; headers: Headers; text: string };

export function toWire(world: FuzzWorld, fuzzCase: FuzzCase, template: string, resolution: Resolution): WireRequest {
  const path = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const segment = fuzzCase.segments[name];
    if (!segment || 'real' in segment)
      return onWire(applyIdVariant(resolution.ids[name] ?? 'missing', segment?.real ?? 'as-is'));
    return onWire(segment.junk);
  });
  const query = fuzzCase.rawQuery ?? encodeQuery(fuzzCase.query);
  const target = `${path}${fuzzCase.suffix}${query ? `?${query}` : ''}`;

  const headers: Record<string, string> = {};
  const omitted: string[] = [];
  for (const [name, value] of Object.entries(fuzzCase.headers)) {
    if (value === null) omitted.push(name);
    else headers[name] = headerOnWire(name === 'Date' ? dateValue(value, new Date()) : value);
  }
  Object.assign(headers, psuHeaders(world, fuzzCase, resolution));
  const body = bodyBytes(fuzzCase.body);
  if (!body) delete headers['Content-Type'];
  const tpp = resolution.signer === 'scratch' ? world.scratch : world.tpp;
  const signed = signRequest({
    method: fuzzCase.method,
    url: target,
    headers,
    body,
    certificate: tpp.certificate,
    options: { requestTarget: fuzzCase.signing, omitHeaders: omitted },
  });
  return { method: fuzzCase.method, path: target, headers: signed.headers, body: signed.body };
}

function psuHeaders(world: FuzzWorld, fuzzCase: FuzzCase, resolution: Resolution): Record<string, string> {
  const { choice, unknownId, junk, corporateOverride } = fuzzCase.psu;
  const whose = choice === 'matching' ? resolution.psu : choice;
  const consent =
    whose === 'private' || whose === 'upper'
      ? world.consents.private
      : whose === 'corporate'
        ? world.consents.corporate
        : undefined;
  const headers: Record<string, string> = {};
  if (consent) headers['PSU-ID'] = whose === 'upper' ? consent.psuId.toUpperCase() : consent.psuId;
  if (whose === 'unknown') headers['PSU-ID'] = unknownId;
  if (whose === 'junk') headers['PSU-ID'] = headerOnWire(junk);
  const corporateId = corporateOverride ?? consent?.psuCorporateId;
  if (corporateId && whose !== 'none') headers['PSU-Corporate-ID'] = headerOnWire(corporateId);
  return headers;
}

/**
 * Sends the request byte for byte (no URL normalisation: dot segments and odd bytes reach the server as generated). A
 * connection the server drops is an answer too: status 0, with the socket error as its text.
 */
export function send(request: WireRequest): Promise<WireResponse> {
  const base = new URL(inject('baseUrl'));
  return new Promise((resolve) => {
    const reject = (error: Error) =>
      resolve({ status: 0, contentType: '', headers: new Headers(), text: `${error.name}: ${error.message}` });
    // Node frames a GET's or a DELETE's body only when told its length.
    const headers = request.body
      ? { ...request.headers, 'Content-Length': String(request.body.byteLength) }
      : request.headers;
    const outgoing = http.request(
      { host: base.hostname, port: base.port, method: request.method, path: request.path, headers, timeout: 30_000 },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            headers: headersOf(incoming),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function headersOf(incoming: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < incoming.rawHeaders.length; index += 2)
    headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
  return headers;
}

/** The property (D2, D21): no 5xx; every /v1 answer is JSON with a resource body (2xx) or a Berlin Group error body. */
export function problemOf(request: WireRequest, response: WireResponse): string | undefined {
  if (response.status === 0) return `got no answer (${response.text})`;
  if (response.status >= 500) return `answered ${response.status}`;
  if (!/^\/v1(\/|$|\?)/.test(request.path)) return undefined;
  if (response.status === 204) return response.text === '' ? undefined : 'a 204 with a body';
  if (!/^application\/json\b/i.test(response.contentType))
    return `answered ${response.status} with Content-Type "${response.contentType}", not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return `answered ${response.status} with a body that is not JSON`;
  }
  if (response.status < 300)
    return body !== null && typeof body === 'object'
      ? undefined
      : `answered ${response.status} without a resource body`;
  const messages = (body as { tppMessages?: unknown } | null)?.tppMessages;
  if (!Array.isArray(messages) || messages.length === 0) return `answered ${response.status} without tppMessages`;
  const isWellFormed = (message: unknown) => {
    const { category, code, text } = (message ?? {}) as Record<string, unknown>;
    return category === 'ERROR' && typeof code === 'string' && code !== '' && typeof text === 'string' && text !== '';
  };
  return messages.every(isWellFormed)
    ? undefined
    : `answered ${response.status} with a tppMessages entry lacking category ERROR, a code or a text`;
}

/**
 * The HTTP-edge features of a request, named beside a failure: malformed percent-encoding, raw bytes and dot segments
 * are the launcher's to refuse; an empty segment and the bare /v1 root are Next.js routing. An oversized target or
 * head is no such feature: every operation declares its 414 and 431.
 */
export function edgeFeatures(request: WireRequest): string[] {
  const rawPath = request.path.split('?')[0] ?? '';
  const segments = rawPath.split('/');
  const features: string[] = [];
  if (segments.some((segment) => !isDecodable(segment))) features.push('malformed percent-encoding in the path');
  if (/[\u0080-\u00ff]/.test(rawPath)) features.push('raw non-ASCII bytes in the path');
  if (segments.some((segment) => ['.', '..'].includes(safeDecode(segment)))) features.push('dot segments');
  if (segments.slice(1, -1).some((segment) => segment === ''))
    features.push('an empty path segment (Next.js redirects //)');
  if (/^\/v1\/?$/.test(rawPath)) features.push('the /v1 root, which no route serves');
  return features;
}

function isDecodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

function safeDecode(segment: string): string {
  return isDecodable(segment) ? decodeURIComponent(segment) : segment;
}

/** The concrete request and answer of a failure, readable (long values cut). */
export function describeFailure(request: WireRequest, response: WireResponse, problem: string): string {
  const cut = (text: string, length = 300) =>
    text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;
  const edge = edgeFeatures(request);
  const headers = Object.entries(request.headers)
    .filter(([name]) => !['signature', 'tpp-signature-certificate', 'digest'].includes(name.toLowerCase()))
    .map(([name, value]) => `  ${name}: ${cut(value, 200)}`);
  const body = request.body ? cut(Buffer.from(request.body).toString('utf8')) : '(none)';
  return [
    `${request.method} ${cut(request.path, 500)} ${problem}`,
    ...(edge.length > 0 ? [`HTTP-edge case (${edge.join(', ')})`] : []),
    'Headers (Signature, Digest and TPP-Signature-Certificate left out):',
    ...headers,
    `Body: ${body}`,
    `Answer: ${response.status} ${response.contentType} ${cut(response.text)}`,
  ].join('\n');
}
