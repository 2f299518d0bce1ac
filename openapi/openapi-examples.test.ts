import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { berlinGroupFile } from '@/tests/support/berlin-group/berlin-group-file';
import { toJsonSchemaDialect } from '@/tests/support/berlin-group/openapi-schema';
import { validateResponse } from '@/tests/support/berlin-group/schema-validator';
import committed from './xs2a.openapi.json';

// Every body the document shows (request, success and error examples) is valid against the schema beside it, so a
// reader, Scalar's "try it" and the Postman collection start from bodies the service would accept or could answer.

type Media = { schema: object; example?: unknown; examples?: Record<string, { value: unknown }> };
type Response = { $ref?: string; content?: Record<string, Media> };
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
};

const document = structuredClone(committed) as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response> };
};
toJsonSchemaDialect(document);
const ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateSchema: false });
addFormats(ajv);
ajv.addFormat('int32', true);
ajv.addSchema(document, 'xs2a.json');

const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

/** The examples of a media object, by name: `example`, or each of `examples`. */
function examplesOf(media: Media): [string, unknown][] {
  if (media.examples) return Object.entries(media.examples).map(([name, example]) => [name, example.value]);
  return media.example === undefined ? [] : [['example', media.example]];
}

/** Problems of a value against the schema at a JSON pointer of the document, given as its segments. */
function problems(segments: string[], value: unknown): string[] {
  const pointer = segments
    .map((segment) => `/${encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))}`)
    .join('');
  const validate = ajv.compile({ $ref: `xs2a.json#${pointer}` });
  return validate(value)
    ? []
    : (validate.errors ?? []).map(
        (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
      );
}

const json = ['content', 'application/json'];
const cases: { name: string; pointer: string[]; media: Media }[] = [
  ...Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => [
      ...(operation.requestBody
        ? [
            {
              name: `${operation.operationId} request`,
              pointer: ['paths', path, method, 'requestBody', ...json],
              media: operation.requestBody.content['application/json'] as Media,
            },
          ]
        : []),
      ...Object.entries(operation.responses)
        .filter(([, response]) => !response.$ref && response.content)
        .map(([status, response]) => ({
          name: `${operation.operationId} ${status}`,
          pointer: ['paths', path, method, 'responses', status, ...json],
          media: response.content?.['application/json'] as Media,
        })),
    ]),
  ),
  ...Object.entries(document.components.responses).map(([name, response]) => ({
    name: `components/responses/${name}`,
    pointer: ['components', 'responses', name, ...json],
    media: response.content?.['application/json'] as Media,
  })),
];

describe('the examples of openapi/xs2a.openapi.json', () => {
  it('covers every operation and every request body and answer with a body', () => {
    expect(operations.length).toBeGreaterThanOrEqual(50);
    expect(cases.filter((entry) => examplesOf(entry.media).length === 0).map((entry) => entry.name)).toEqual([]);
  });

  it.each(cases.map((entry) => [entry.name, entry] as const))('%s is valid against its schema', (_name, entry) => {
    for (const [exampleName, value] of examplesOf(entry.media))
      expect(problems([...entry.pointer, 'schema'], value), exampleName).toEqual([]);
  });

  // The Berlin Group names and enums where an operation is one of theirs (BG_OPENAPI_FILE, as for the integration tests);
  // loading and compiling the large file takes seconds.
  it.runIf(berlinGroupFile())(
    'the success examples of the Berlin Group operations are valid against the Berlin Group 1.3.11 file',
    () => {
      const checked: string[] = [];
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const [status, response] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
          const example = response?.content?.['application/json']?.example;
          if (!status || example === undefined || path.startsWith('/v1/sandbox/')) continue;
          let result: { errors: string[] };
          try {
            result = validateResponse({ method, path, status: Number(status), body: example });
          } catch (error) {
            // The bank's own operations (bank-offered consents, agreements, user) are not in the file.
            if (String(error).includes('has no response')) continue;
            throw error;
          }
          expect(result.errors, `${method} ${path}`).toEqual([]);
          checked.push(operation.operationId);
        }
      }
      expect(checked.length).toBeGreaterThanOrEqual(25);
    },
    60_000,
  );

  it('refuses an example that breaks its schema (the check can fail)', () => {
    expect(
      problems(['paths', '/v1/accounts', 'get', 'responses', '200', ...json, 'schema'], {
        accounts: [{ resourceId: 'x' }],
      }),
    ).not.toEqual([]);
  });
});
