import { commonHeaderRefs } from '@/openapi/components/header-parameters';
import { ref, type JsonSchema } from '@/openapi/components/json-schema';

export type OperationInput = {
  operationId: string;
  summary: string;
  description: string;
  /** Names of the path's parameters, in order. */
  pathParameters?: { name: string; description: string }[];
  query?: JsonSchema[];
  /** The components/schemas name of the JSON body. */
  requestSchema?: string;
  /** The operation's tag; the sandbox's by default. */
  tag?: string;
  /** Refusals beyond the common ones, by status: the components/responses name. */
  moreErrors?: Record<number, string>;
  /** The body may be left out. */
  isRequestOptional?: boolean;
  success: { status: 200 | 201 | 204; description: string; schema?: JsonSchema };
};

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** An operation of the API: signed like every request (D5), answering Berlin Group errors (D2). */
export function operation(input: OperationInput): JsonSchema {
  const pathParameters = (input.pathParameters ?? []).map(({ name, description }) => ({ name, in: 'path', required: true, description, schema: { type: 'string', maxLength: 64 } }));
  return {
    operationId: input.operationId,
    tags: [input.tag ?? 'Sandbox'],
    summary: input.summary,
    description: input.description,
    parameters: [...pathParameters, ...(input.query ?? []), ...commonHeaderRefs],
    ...(input.requestSchema ? { requestBody: { required: !input.isRequestOptional, content: { 'application/json': { schema: ref(input.requestSchema) } } } } : {}),
    responses: {
      [input.success.status]: {
        description: input.success.description,
        ...(input.success.schema ? { content: { 'application/json': { schema: input.success.schema } } } : {}),
      },
      400: errorRef('BadRequest'),
      401: errorRef('Unauthorized'),
      404: errorRef('NotFound'),
      406: errorRef('NotAcceptable'),
      ...(input.requestSchema ? { 415: errorRef('UnsupportedMediaType') } : {}),
      ...Object.fromEntries(Object.entries(input.moreErrors ?? {}).map(([status, name]) => [status, errorRef(name)])),
      500: errorRef('InternalServerError'),
    },
  };
}

/** An optional query parameter. */
export function queryParameter(name: string, description: string, schema: JsonSchema): JsonSchema {
  return { name, in: 'query', required: false, description, schema };
}
