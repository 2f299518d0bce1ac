import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { toJsonSchemaDialect } from '@/tests/support/berlin-group/openapi-schema';
import committed from '@/openapi/xs2a.openapi.json';
import type { Schema } from './schema-arbitrary';

// The operations of the published document as a schema-driven tester reads them: each parameter and body with its
// schema (references resolved), its examples and its success status, and a validator for each schema.

type Parameter = { name: string; in: 'header' | 'query' | 'path'; required?: boolean; schema: Schema };
type RawOperation = {
  parameters: (Parameter | { $ref: string })[];
  requestBody?: {
    required?: boolean;
    content: {
      'application/json': { schema: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
    };
  };
  responses: Record<string, unknown>;
};
type Document = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
};

const document = structuredClone(committed) as unknown as Document;
const dialect = structuredClone(committed) as unknown as Document;
toJsonSchemaDialect(dialect);
const ajv = new Ajv({ strict: false, allErrors: false, logger: false, validateSchema: false });
addFormats(ajv);
ajv.addFormat('int32', true);
ajv.addSchema(dialect, 'xs2a.json');

export type DocumentOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers: Parameter[];
  query: Parameter[];
  body?: { schema: Schema; isRequired: boolean; examples: unknown[]; isValid: ValidateFunction };
  successStatus: number;
  /** Whether a parameter's value is valid against its schema, by `in` and name. */
  isValidParameter: (parameter: Parameter, value: string) => boolean;
};

/** A `#/components/...` reference of the document, resolved. */
export function resolveReference(reference: string): Schema {
  return reference
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document) as Schema;
}

const componentValidators = new Map<string, ValidateFunction>();

/** Whether a value is valid against one of the document's components/schemas, by name. */
export function isValidComponent(name: string, value: unknown): boolean {
  const validate =
    componentValidators.get(name) ?? ajv.compile({ $ref: `xs2a.json#/components/schemas/${escape(name)}` });
  componentValidators.set(name, validate);
  return validate(value);
}

const parameterValidators = new Map<string, ValidateFunction>();

function parameterValidator(pointer: string): ValidateFunction {
  const known = parameterValidators.get(pointer);
  if (known) return known;
  const validate = ajv.compile({ $ref: `xs2a.json#${pointer}/schema` });
  parameterValidators.set(pointer, validate);
  return validate;
}

const escape = (segment: string) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));

/** Every operation of the document. */
export const documentOperations: DocumentOperation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => {
    const pointers = new Map<Parameter, string>();
    const parameters = operation.parameters.map((parameter, index) => {
      if ('$ref' in parameter) {
        const resolved = resolveReference(parameter.$ref) as unknown as Parameter;
        pointers.set(resolved, `/components/parameters/${escape(parameter.$ref.split('/').pop() ?? '')}`);
        return resolved;
      }
      pointers.set(parameter, `/paths/${escape(path)}/${method}/parameters/${index}`);
      return parameter;
    });
    const media = operation.requestBody?.content['application/json'];
    const bodyPointer = `/paths/${escape(path)}/${method}/requestBody/content/application~1json/schema`;
    const examples = media
      ? media.examples
        ? Object.values(media.examples).map((example) => example.value)
        : media.example === undefined
          ? []
          : [media.example]
      : [];
    return {
      method: method.toUpperCase() as DocumentOperation['method'],
      path,
      headers: parameters.filter((parameter) => parameter.in === 'header'),
      query: parameters.filter((parameter) => parameter.in === 'query'),
      body: media
        ? {
            schema: media.schema,
            isRequired: operation.requestBody?.required === true,
            examples,
            isValid: ajv.compile({ $ref: `xs2a.json#${bodyPointer}` }),
          }
        : undefined,
      successStatus: Number(Object.keys(operation.responses).find((status) => status.startsWith('2'))),
      isValidParameter: (parameter: Parameter, value: string) => {
        const pointer = pointers.get(parameter);
        if (!pointer) throw new Error(`${parameter.name} is not a parameter of ${method} ${path}`);
        const typed = parameter.schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
        return parameterValidator(pointer)(typed);
      },
    };
  }),
);
