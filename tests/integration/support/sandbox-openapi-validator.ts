import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { toJsonSchemaDialect } from '@/tests/support/berlin-group/openapi-schema';
import committed from '@/openapi/xs2a.openapi.json';

// Responses are validated against a schema (docs/architecture.md "Conventions"). Here, the project's own document (openapi/xs2a.openapi.json).

type Document = { paths: Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>> };

const document = structuredClone(committed) as unknown as Document;
toJsonSchemaDialect(document);
const ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateSchema: false });
addFormats(ajv);
ajv.addFormat('int32', true);
ajv.addSchema(document, 'xs2a.json');
const validators = new Map<string, ValidateFunction>();

/** Problems of a response body against the document's schema for `method path status`; empty when it matches. */
export function responseProblems(method: string, operationPath: string, status: number, body: unknown): string[] {
  const key = `${method} ${operationPath} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const response = document.paths[operationPath]?.[method.toLowerCase()]?.responses[String(status)];
    if (!response) return [`The document has no response ${key}`];
    const pointer = response.$ref
      ? response.$ref.slice(1)
      : `/paths/${pointerSegment(operationPath)}/${method.toLowerCase()}/responses/${status}`;
    validate = ajv.compile({
      $ref: `xs2a.json#${pointer.split('/').map(encodeURIComponent).join('/')}/content/application~1json/schema`,
    });
    validators.set(key, validate);
  }
  return validate(body)
    ? []
    : (validate.errors ?? []).map(
        (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
      );
}

function pointerSegment(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}
