import fs from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { toJsonSchemaDialect } from '@/tests/support/berlin-group/openapi-schema';

// D34: answers of a core (the reference core, or a bank's own) checked against docs/core-connector.openapi.yaml.
export const coreContractFile = 'docs/core-connector.openapi.yaml';
const documentId = 'core-connector.json';

type Response = { $ref?: string; content?: Record<string, unknown> };
/** The contract document as parsed, OpenAPI 3.0 keywords rewritten for Ajv. */
export type CoreContractDocument = {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
};

let loaded: { ajv: Ajv; document: CoreContractDocument } | undefined;
const validators = new Map<string, ValidateFunction>();

/** Reads the contract once. */
export function loadCoreContract(): CoreContractDocument {
  return load().document;
}

/**
 * The problems of an answer against the contract's JSON schema for `GET path` (as the contract writes it, e.g.
 * `/accounts/{iban}/balances`) and `status`, one line each; none when it is valid.
 */
export function coreContractErrors(check: { path: string; status: number; body: unknown }): string[] {
  const validate = validatorFor(check.path, String(check.status));
  return validate(check.body)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

function validatorFor(path: string, status: string): ValidateFunction {
  const key = `${path} ${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const { ajv, document } = load();
  const response = document.paths[path]?.get?.responses[status];
  if (!response) throw new Error(`The contract has no answer ${status} for GET ${path}`);
  const ref = response.$ref ? response.$ref.slice(1) : `/paths/${encodeSegment(path)}/get/responses/${status}`;
  const validate = ajv.compile({ $ref: `${documentId}#${ref}/content/application~1json/schema` });
  validators.set(key, validate);
  return validate;
}

// A JSON Pointer segment (RFC 6901) inside a URI fragment.
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));
}

function load(): { ajv: Ajv; document: CoreContractDocument } {
  if (loaded) return loaded;
  const document = parse(fs.readFileSync(coreContractFile, 'utf8')) as CoreContractDocument;
  toJsonSchemaDialect(document);
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, documentId);
  loaded = { ajv, document };
  return loaded;
}
