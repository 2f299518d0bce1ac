import fs from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { berlinGroupCheckNotRun, berlinGroupFile } from './berlin-group-file';
import { toJsonSchemaDialect } from './openapi-schema';

// Test tooling, not service configuration: responses are validated against the Berlin Group 1.3.11 file named by
// BG_OPENAPI_FILE, read here so that lib/env.ts stays about the running service.
const documentId = 'berlin-group.json';

type OpenApiDocument = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/** A response to check: the operation as written in the Berlin Group file, the HTTP status and the parsed JSON body. */
export type ResponseCheck = { method: string; path: string; status: number; body: unknown };

/** Whether the body matches the operation's `application/json` response schema, with one line per problem. */
export type ResponseCheckResult = { valid: boolean; errors: string[] };

let loaded: { ajv: Ajv; document: OpenApiDocument } | undefined;
const validators = new Map<string, ValidateFunction>();

/**
 * The errors of a response body against its Berlin Group schema, or none when no Berlin Group file is configured: the
 * tests that call this check their own assertions either way, and the test runner reports the conformance check as not
 * run (berlinGroupCheckNotRun).
 */
export function berlinGroupSchemaErrors(check: ResponseCheck): string[] {
  return berlinGroupFile() ? validateResponse(check).errors : [];
}

/** Validates a response body against the Berlin Group schema of `method path` for `status`; throws if the file has none. */
export function validateResponse(check: ResponseCheck): ResponseCheckResult {
  const validate = validatorFor(check.method.toLowerCase(), check.path, String(check.status));
  const valid = validate(check.body) === true;
  return { valid, errors: valid ? [] : (validate.errors ?? []).map(describeError) };
}

function validatorFor(method: string, operationPath: string, status: string): ValidateFunction {
  const key = `${method.toUpperCase()} ${operationPath} ${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const { ajv, document } = load();
  const response = document.paths[operationPath]?.[method]?.responses?.[status];
  if (response === undefined) throw new Error(`The Berlin Group file has no response for ${key}`);
  // A response is inline under the operation or a $ref to #/components/responses/...; its schema sits under content.
  const ref = (response as { $ref?: unknown }).$ref;
  const inlinePointer = `/${['paths', operationPath, method, 'responses', status].map(escapePointerSegment).join('/')}`;
  const schemaPointer = `${typeof ref === 'string' ? ref.slice(1) : inlinePointer}/content/application~1json/schema`;
  if (resolvePointer(document, schemaPointer) === undefined) throw new Error(`No application/json schema for ${key}`);
  // The pointer travels as a URI fragment, so each segment is percent-encoded too (`{account-id}`).
  const validate = ajv.compile({ $ref: `${documentId}#${schemaPointer.split('/').map(encodeURIComponent).join('/')}` });
  validators.set(key, validate);
  return validate;
}

// RFC 6901 JSON Pointer.
function escapePointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function resolvePointer(document: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, segment) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined,
      document,
    );
}

function load(): { ajv: Ajv; document: OpenApiDocument } {
  if (loaded) return loaded;
  const file = berlinGroupFile();
  if (!file) throw new Error(berlinGroupCheckNotRun);
  const document = parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
  toJsonSchemaDialect(document);
  // strict: false ignores OpenAPI-only keywords (discriminator, example, ...) and unknown formats; some of the file's
  // patterns (`\-` outside a class) are invalid in unicode mode; the document itself is not a JSON Schema to check.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false, logger: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, documentId);
  loaded = { ajv, document };
  return loaded;
}

function describeError(error: ErrorObject): string {
  const details =
    error.keyword === 'additionalProperties' || error.keyword === 'enum' ? ` ${JSON.stringify(error.params)}` : '';
  return `${error.instancePath || '/'} ${error.message ?? error.keyword}${details}`;
}
