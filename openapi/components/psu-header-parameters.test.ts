import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { psuHttpMethods, readPsuHeaders } from '@/lib/xs2a/psu-headers';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// withXs2a checks the PSU and TPP redirect headers of every request (readPsuHeaders): each one it reads is declared on
// every operation, so a TPP learns from the document which headers it may send and in which format.

type Parameter = {
  name: string;
  in: string;
  required: boolean;
  schema: { enum?: string[]; pattern?: string; anyOf?: { format: string }[] };
};
const document = buildOpenApiDocument() as {
  paths: Record<string, Record<string, { operationId: string; parameters: ({ $ref: string } | Parameter)[] }>>;
  components: { parameters: Record<string, Parameter> };
};
const declared = document.components.parameters;
const resolve = (parameter: { $ref: string } | Parameter): Parameter | undefined =>
  '$ref' in parameter ? declared[parameter.$ref.split('/').pop() ?? ''] : parameter;

/** The header names readPsuHeaders asks for, as the code has them. */
function headersTheCodeReads(): string[] {
  const names = new Set<string>();
  class RecordingHeaders extends Headers {
    override get(name: string): string | null {
      names.add(name.toLowerCase());
      return super.get(name);
    }
  }
  readPsuHeaders(new RecordingHeaders());
  return [...names];
}

const psuHeadersRead = headersTheCodeReads().filter((name) => name.startsWith('psu-') || name.startsWith('tpp-'));
const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
const headersOf = (operation: (typeof operations)[number]) =>
  operation.parameters.map(resolve).filter((parameter) => parameter?.in === 'header') as Parameter[];

/** Whether readPsuHeaders lets a value of the header through (400 FORMAT_ERROR otherwise). */
function isAcceptedByCode(name: string, value: string): boolean {
  try {
    readPsuHeaders(new Headers({ [name]: value }));
    return true;
  } catch (error) {
    if (error instanceof Xs2aError) return false;
    throw error;
  }
}

describe('the OpenAPI document declares the PSU headers withXs2a checks', () => {
  it('reads the PSU and TPP redirect headers (the list this test derives from the code)', () => {
    expect(psuHeadersRead).toEqual(
      expect.arrayContaining([
        'psu-id',
        'psu-corporate-id',
        'psu-ip-address',
        'psu-context',
        'psu-device-id',
        'psu-geo-location',
        'psu-ip-port',
        'psu-http-method',
        'psu-user-agent',
        'psu-accept',
      ]),
    );
    expect(psuHeadersRead).toEqual(
      expect.arrayContaining(['tpp-redirect-uri', 'tpp-nok-redirect-uri', 'tpp-session-id', 'tpp-redirect-preferred']),
    );
  });

  it.each(psuHeadersRead)('%s is an optional header parameter of the document', (name) => {
    const parameter = Object.values(declared).find(
      (candidate) => candidate.name.toLowerCase() === name && !candidate.required,
    );
    expect(parameter).toMatchObject({ in: 'header', required: false });
  });

  it.each(psuHeadersRead)('%s is declared on every operation, since every operation checks it', (name) => {
    const without = operations
      .filter((operation) => !headersOf(operation).some((parameter) => parameter.name.toLowerCase() === name))
      .map((operation) => operation.operationId);
    expect(without).toEqual([]);
  });

  it('declares no header twice on an operation', () => {
    const twice = operations
      .filter(
        (operation) =>
          new Set(headersOf(operation).map((parameter) => parameter.name.toLowerCase())).size !==
          headersOf(operation).length,
      )
      .map((operation) => operation.operationId);
    expect(twice).toEqual([]);
  });

  it("requires a PSU header only where the code refuses to do without it: the signing basket's authorisation (PSU-ID, PSU-IP-Address)", () => {
    const required = operations.flatMap((operation) =>
      headersOf(operation)
        .filter((parameter) => parameter.name.startsWith('PSU-') && parameter.required)
        .map((parameter) => `${operation.operationId} ${parameter.name}`),
    );
    expect(required.sort()).toEqual([
      'startSigningBasketAuthorisation PSU-ID',
      'startSigningBasketAuthorisation PSU-IP-Address',
    ]);
  });

  // RFC 2426 GEO, the Berlin Group's semicolon and the spec's comma; the range of a place on earth.
  it.each([
    ['GEO:59.913868;10.752245', true],
    ['GEO:59.91,10.75', true],
    ['geo:52.506931;13.144558', true],
    ['Geo:-90;-180', true],
    ['GEO:90.0;180.000', true],
    ['GEO:95.0,10.75', false],
    ['GEO:-90.5;0', false],
    ['GEO:59.91;181', false],
    ['GEO:0;-180.01', false],
    ['GEO:59.91', false],
    ['GEO 59.91;10.75', false],
    ['Oslo', false],
  ])("PSU-Geo-Location %s: the document's pattern and the code agree (accepted: %s)", (value, isAccepted) => {
    const pattern =
      Object.values(declared).find((candidate) => candidate.name === 'PSU-Geo-Location')?.schema.pattern ?? '';
    expect({
      document: new RegExp(pattern, 'u').test(value),
      code: isAcceptedByCode('PSU-Geo-Location', value),
    }).toEqual({ document: isAccepted, code: isAccepted });
  });

  // The document's schema (as a generated client validates it) and the code accept the same values.
  const ajv = new Ajv({ strict: false, logger: false });
  addFormats(ajv);
  const acceptedByDocument = (name: string, value: string) =>
    ajv.validate(Object.values(declared).find((candidate) => candidate.name === name)?.schema ?? false, value);
  it.each([
    ['PSU-IP-Address', '192.0.2.10', true],
    ['PSU-IP-Address', '2001:db8::1', true],
    ['PSU-IP-Address', '::ffff:192.0.2.10', true],
    ['PSU-IP-Address', '192.0.2.256', false],
    ['PSU-IP-Address', 'localhost', false],
    ['PSU-IP-Address', '2001:db8::g', false],
    ['PSU-Context', 'PRIVATE', true],
    ['PSU-Context', 'corporate', true],
    ['PSU-Context', 'Private', true],
    ['PSU-Context', 'SOMETHING-ELSE', true],
    ['TPP-Session-ID', 'session-7f3a', true],
    ['TPP-Session-ID', 'x'.repeat(100), true],
    ['TPP-Session-ID', 'x'.repeat(101), false],
    ['TPP-Session-ID', 'two words', false],
    ['TPP-Redirect-Preferred', 'true', true],
    ['TPP-Redirect-Preferred', 'FALSE', true],
    ['TPP-Redirect-Preferred', 'False', true],
    ['TPP-Redirect-Preferred', 'yes', false],
    ['TPP-Redirect-Preferred', '1', false],
  ])('%s %s: the document and the code agree (accepted: %s)', (name, value, isAccepted) => {
    expect({ document: acceptedByDocument(name, value), code: isAcceptedByCode(name, value) }).toEqual({
      document: isAccepted,
      code: isAccepted,
    });
  });

  it('declares the methods PSU-HTTP-Method may name as the code checks them', () => {
    const parameter = Object.values(declared).find((candidate) => candidate.name === 'PSU-HTTP-Method');
    expect(parameter?.schema.enum).toEqual(psuHttpMethods);
  });
});
