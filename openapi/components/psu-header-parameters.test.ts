import { describe, expect, it } from 'vitest';
import { psuHttpMethods, readPsuHeaders } from '@/lib/xs2a/psu-headers';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';
import { psuHeaderParameters } from '@/openapi/components/header-parameters';

// withXs2a checks the PSU headers of every request (readPsuHeaders): each one it reads is declared, so a TPP learns
// from the document which headers it may send and in which format.

type Parameter = { name: string; in: string; required: boolean; schema: { enum?: string[] } };
const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string; parameters: ({ $ref: string } | Parameter)[] }>>; components: { parameters: Record<string, Parameter> } };
const declared = document.components.parameters;
const resolve = (parameter: { $ref: string } | Parameter): Parameter | undefined => ('$ref' in parameter ? declared[parameter.$ref.split('/').pop() ?? ''] : parameter);

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

const psuHeadersRead = headersTheCodeReads().filter((name) => name.startsWith('psu-'));
/** The PSU headers declared only where the consent or SCA they name is used (D8, D17); every other one is declared everywhere. */
const perOperation = new Set(Object.values(psuHeaderParameters).map((parameter) => String(parameter.name).toLowerCase()));
const operations = Object.values(document.paths).flatMap((path) => Object.values(path));

describe('the OpenAPI document declares the PSU headers withXs2a checks', () => {
  it('reads the forwarded PSU headers (the list this test derives from the code)', () => {
    expect(psuHeadersRead).toEqual(expect.arrayContaining(['psu-device-id', 'psu-geo-location', 'psu-ip-port', 'psu-http-method', 'psu-user-agent', 'psu-accept']));
  });

  it.each(psuHeadersRead)('%s is an optional header parameter of the document', (name) => {
    const parameter = Object.values(declared).find((candidate) => candidate.name.toLowerCase() === name && !candidate.required);
    expect(parameter).toMatchObject({ in: 'header', required: false });
  });

  it.each(psuHeadersRead.filter((name) => !perOperation.has(name)))('%s is declared on every operation', (name) => {
    const without = operations.filter((operation) => !operation.parameters.map(resolve).some((parameter) => parameter?.name.toLowerCase() === name)).map((operation) => operation.operationId);
    expect(without).toEqual([]);
  });

  it('declares the methods PSU-HTTP-Method may name as the code checks them', () => {
    const parameter = Object.values(declared).find((candidate) => candidate.name === 'PSU-HTTP-Method');
    expect(parameter?.schema.enum).toEqual(psuHttpMethods);
  });
});
