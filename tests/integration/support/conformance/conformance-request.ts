import fc from 'fast-check';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { nearbyDay } from '@/tests/integration/support/fuzz/fuzz-operation';
import type { Resolution, WireRequest } from '@/tests/integration/support/fuzz/fuzz-request';
import type { FuzzWorld } from '@/tests/integration/support/fuzz/fuzz-world';
import { resolveReference, type DocumentOperation } from './document-operations';
import { schemaArbitrary, type Hints, type Schema } from './schema-arbitrary';

// Requests built from the document alone: a header, query parameter or body the operation declares, valid or broken
// against its schema. What a schema cannot know comes from the fuzz world (ids, who the PSU is) or a hint below.

/** The headers the signing client writes (D5): not generated from their schemas. */
const signingHeaders = ['X-Request-ID', 'Date', 'Digest', 'Signature', 'TPP-Signature-Certificate'];

/** Stand-in for the PSU-ID (or PSU-Corporate-ID) of the PSU the operation's ids belong to, filled in when sent. */
export const matchingPsu = '<matching PSU>';

/** Where a value cannot come from its schema: the world's customers, the redirect the sandbox accepts, days near today. */
function hintsOf(world: FuzzWorld): Hints {
  const numbers = world.customers.map((customer) => customer.customerNumber);
  return {
    'PSU-ID': fc.oneof({ weight: 3, arbitrary: fc.constant(matchingPsu) }, { weight: 1, arbitrary: fc.uuid() }),
    'PSU-Corporate-ID': fc.oneof(
      { weight: 3, arbitrary: fc.constant(matchingPsu) },
      { weight: 1, arbitrary: fc.uuid() },
    ),
    'TPP-Redirect-URI': fc.constantFrom('https://tpp.example/callback?state=c', 'https://tpp.example/cb'),
    'TPP-Nok-Redirect-URI': fc.constant('https://tpp.example/failed'),
    dateFrom: nearbyDay,
    dateTo: nearbyDay,
    fromDate: nearbyDay,
    toDate: nearbyDay,
    customerNumber: fc.constantFrom(...numbers),
    customer: fc.constantFrom(...numbers),
    owner: fc.constantFrom(...numbers),
    iban: fc.constantFrom(...world.ibans),
    maskedPan: fc.constantFrom(...world.maskedPans),
  };
}

/**
 * The headers of an ordinary request for an example body: the redirect, the PSU present, and each other required
 * header's example; the PSU only where required (before SCA a TPP rarely knows it, and an example names no real PSU).
 */
export function usualHeaders(operation: DocumentOperation): Record<string, string | null> {
  const usual: Record<string, string> = {
    'PSU-ID': matchingPsu,
    'TPP-Redirect-URI': 'https://tpp.example/callback?state=c',
    'PSU-IP-Address': '192.0.2.44',
  };
  const headers = operation.headers.filter((header) => !signingHeaders.includes(header.name));
  return Object.fromEntries(
    headers.map((header) => [
      header.name,
      header.required || header.name !== 'PSU-ID'
        ? (usual[header.name] ?? (header.required ? String(header.schema.example) : null))
        : null,
    ]),
  );
}

const acceptValues = fc.constantFrom(
  'application/json',
  '*/*',
  'application/*',
  'application/json; charset=utf-8',
  'text/html, */*;q=0.1',
  'application/xml;q=0.9, application/json',
  'application/xml',
);

/** One generated request, symbolic: the header and query values (null: not sent), the body (undefined: none). */
export type ConformanceCase = {
  headers: Record<string, string | null>;
  query: Record<string, string | null>;
  body?: { value: unknown };
  index: number;
};

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A request meant to be valid against the operation's schemas (every required parameter, some optional ones, a body): test it with isValidCase. */
export function validCase(operation: DocumentOperation, world: FuzzWorld): fc.Arbitrary<ConformanceCase> {
  const hints = hintsOf(world);
  const parameter = (declared: { name: string; required?: boolean; schema: Schema }) => {
    const fromSchema = schemaArbitrary(declared.schema, resolveReference, hints);
    // Accept's pattern has lookaheads fast-check cannot generate from: real clients' values beside the schema's.
    const value = (
      declared.name === 'Accept' ? fc.oneof(acceptValues, fromSchema) : (hints[declared.name] ?? fromSchema)
    ).map(asText);
    return declared.required ? value : fc.option(value, { nil: null, freq: 2 });
  };
  const headers = operation.headers.filter((header) => !signingHeaders.includes(header.name));
  const body = operation.body;
  const bodyArbitrary = body
    ? fc
        .oneof(
          ...(body.examples.length > 0 ? [fc.constantFrom(...body.examples)] : []),
          schemaArbitrary(body.schema, resolveReference, hints),
        )
        .map((value) => ({ value }))
    : fc.constant(undefined);
  return fc.record({
    headers: fc.record(Object.fromEntries(headers.map((header) => [header.name, parameter(header)]))),
    query: fc.record(Object.fromEntries(operation.query.map((query) => [query.name, parameter(query)]))),
    body: bodyArbitrary,
    index: fc.nat(1000),
  });
}

/** Whether every parameter sent and the body are valid against the document (the PSU stand-in is a UUID when sent). */
export function isValidCase(operation: DocumentOperation, generated: ConformanceCase): boolean {
  const valid = (declared: { name: string; required?: boolean }[], values: Record<string, string | null>) =>
    declared.every((parameter) => {
      const value = values[parameter.name];
      if (value === null || value === undefined)
        return parameter.required !== true || signingHeaders.includes(parameter.name);
      return value === matchingPsu || operation.isValidParameter(parameter as never, value);
    });
  const isBodyValid = operation.body
    ? generated.body
      ? operation.body.isValid(generated.body.value)
      : !operation.body.isRequired
    : true;
  return valid(operation.headers, generated.headers) && valid(operation.query, generated.query) && isBodyValid;
}

/** Text that breaks a parameter's schema (a wrong type, pattern, enum, range or character), or none where it must be sent. */
const brokenText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '99999999999',
    'true',
    'null',
    '😀',
    'æøå',
    '2026-02-30',
    'x'.repeat(300),
    'GEO:91;0',
    '65536',
    'application/xml',
  ),
);

/** A request with one thing broken (a parameter's value, a required parameter left out, the body); test it with isValidCase. */
export function invalidCase(operation: DocumentOperation, world: FuzzWorld): fc.Arbitrary<ConformanceCase> {
  const headers = operation.headers.filter((header) => !signingHeaders.includes(header.name));
  const targets = [
    ...headers.map((header) => ({ kind: 'headers' as const, parameter: header })),
    ...operation.query.map((query) => ({ kind: 'query' as const, parameter: query })),
  ];
  const breakParameter = fc
    .tuple(validCase(operation, world), fc.constantFrom(...targets), fc.option(brokenText, { nil: null, freq: 4 }))
    .map(([generated, target, value]) => ({
      ...generated,
      [target.kind]: { ...generated[target.kind], [target.parameter.name]: value },
    }));
  const body = operation.body;
  const breakBody = body
    ? fc
        .tuple(validCase(operation, world), fc.jsonValue({ maxDepth: 2 }))
        .map(([generated, value]) => ({ ...generated, body: { value } }))
    : undefined;
  return breakBody ? fc.oneof(breakParameter, breakBody) : breakParameter;
}

/** The case as a signed request on the wire, with the operation's real ids and the matching PSU filled in. */
export function toConformanceWire(
  world: FuzzWorld,
  operation: DocumentOperation,
  generated: ConformanceCase,
  resolution: Resolution,
): WireRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(resolution.ids[name] ?? 'missing'),
  );
  const query = Object.entries(generated.query)
    .flatMap(([name, value]) => (value === null ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]))
    .join('&');
  const consent = resolution.psu === 'corporate' ? world.consents.corporate : world.consents.private;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(generated.headers)) {
    if (value === null) continue;
    const matching = name === 'PSU-ID' ? consent.psuId : consent.psuCorporateId;
    if (value === matchingPsu && !matching) continue;
    headers[name] = utf8OnWire(value === matchingPsu ? (matching as string) : value);
  }
  const body = generated.body ? Buffer.from(JSON.stringify(generated.body.value) ?? 'null', 'utf8') : undefined;
  if (body) headers['Content-Type'] = 'application/json';
  const tpp = resolution.signer === 'scratch' ? world.scratch : world.tpp;
  const signed = signRequest({
    method: operation.method,
    url: `${path}${query ? `?${query}` : ''}`,
    headers,
    body,
    certificate: tpp.certificate,
  });
  return {
    method: operation.method,
    path: `${path}${query ? `?${query}` : ''}`,
    headers: signed.headers,
    body: signed.body,
  };
}

/** A header value as a client writes text: its UTF-8 octets, one character per octet as Node sends them (D12). */
function utf8OnWire(value: string): string {
  return Buffer.from(value, 'utf8').toString('latin1');
}
