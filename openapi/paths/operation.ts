import { commonHeaderNames, type RequirableHeader } from '@/openapi/components/header-parameters';
import { ref, type JsonSchema } from '@/openapi/components/json-schema';
import { responseHeaderNames, type ResponseHeaderName } from '@/openapi/components/response-headers';

/** D3: the PSD2 roles of an eIDAS certificate (ETSI TS 119 495) an operation accepts. */
export type Psd2Role = 'PSP_AI' | 'PSP_PI';

export type OperationInput = {
  operationId: string;
  summary: string;
  description: string;
  /** D3: any of these roles may call; none (the sandbox) means any certificate with a PSD2 role. */
  roles?: Psd2Role[];
  /** Names of the path's parameters, in order. */
  pathParameters?: { name: string; description: string }[];
  query?: JsonSchema[];
  /** components/parameters names of the PSU and redirect headers the operation reads, beyond the signed-request ones. */
  headers?: string[];
  /** Of those and the common ones, the headers the operation refuses to do without (400 FORMAT_ERROR naming it). */
  requiredHeaders?: RequirableHeader[];
  /** The components/schemas name of the JSON body, or a schema of its own. */
  requestSchema?: string | JsonSchema;
  /** A realistic body, validated against requestSchema by openapi/openapi-examples.test.ts. */
  requestExample?: unknown;
  /** Named bodies, when the operation takes several shapes. */
  requestExamples?: Record<string, unknown>;
  /** The operation's tag; the sandbox's by default. */
  tag?: string;
  /** Refusals beyond the common ones (or in place of one), by status: the components/responses name. */
  moreErrors?: Record<number, string>;
  /** Common refusals this operation never gives (404 when no id is looked up). */
  withoutErrors?: number[];
  /** The body may be left out. */
  isRequestOptional?: boolean;
  success: {
    status: 200 | 201 | 204;
    description: string;
    schema?: JsonSchema;
    example?: unknown;
    headers?: ResponseHeaderName[];
  };
};

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

function rolesSentence(roles: Psd2Role[] | undefined): string {
  if (!roles || roles.length === 0)
    return "eIDAS role (D3): any; the sandbox operations act on the calling TPP's own sandbox (D4).";
  return `eIDAS role (D3): ${roles.join(' or ')}; a certificate without it is 401 ROLE_INVALID.`;
}

/** An operation of the API: signed like every request (D5), answering Berlin Group errors. */
export function operation(input: OperationInput): JsonSchema {
  const pathParameters = (input.pathParameters ?? []).map(({ name, description }) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: { type: 'string', maxLength: 64 },
  }));
  const requestSchema = typeof input.requestSchema === 'string' ? ref(input.requestSchema) : input.requestSchema;
  const errors: Record<string, JsonSchema> = {
    400: errorRef('BadRequest'),
    401: errorRef('Unauthorized'),
    404: errorRef('NotFound'),
    406: errorRef('NotAcceptable'),
    // D18: the edge answers these before any route, whatever the operation.
    414: errorRef('UriTooLong'),
    431: errorRef('HeaderFieldsTooLarge'),
    500: errorRef('InternalServerError'),
    // D21: any operation may find the database's connections all in use or a statement over its time limit.
    503: errorRef('Busy'),
    ...Object.fromEntries(Object.entries(input.moreErrors ?? {}).map(([status, name]) => [status, errorRef(name)])),
  };
  for (const status of input.withoutErrors ?? []) delete errors[status];
  const successHeaders: ResponseHeaderName[] = ['XRequestId', 'ContentLanguage', ...(input.success.headers ?? [])];
  return {
    operationId: input.operationId,
    tags: [input.tag ?? 'Sandbox'],
    summary: input.summary,
    description: `${input.description}\n\n${rolesSentence(input.roles)}`,
    'x-psd2-roles': input.roles ?? [],
    parameters: [
      ...pathParameters,
      ...(input.query ?? []),
      ...[...commonHeaderNames, ...(input.headers ?? [])].map((name) =>
        headerParameterRef(name, input.requiredHeaders),
      ),
    ],
    ...(requestSchema
      ? {
          requestBody: {
            required: !input.isRequestOptional,
            content: { 'application/json': { schema: requestSchema, ...requestExamples(input) } },
          },
        }
      : {}),
    responses: {
      [input.success.status]: {
        description: input.success.description,
        headers: Object.fromEntries(successHeaders.map((name) => [responseHeaderNames[name], headerRef(name)])),
        ...(input.success.schema
          ? {
              content: {
                'application/json': {
                  schema: input.success.schema,
                  ...(input.success.example === undefined ? {} : { example: input.success.example }),
                },
              },
            }
          : {}),
      },
      ...errors,
    },
  };
}

function headerParameterRef(name: string, required: string[] = []): JsonSchema {
  return { $ref: `#/components/parameters/${required.includes(name) ? `${name}Required` : name}` };
}

function requestExamples(input: OperationInput): JsonSchema {
  if (input.requestExamples)
    return {
      examples: Object.fromEntries(
        Object.entries(input.requestExamples).map(([name, value]) => [name, { summary: name, value }]),
      ),
    };
  return input.requestExample === undefined ? {} : { example: input.requestExample };
}

/** An optional query parameter. */
export function queryParameter(name: string, description: string, schema: JsonSchema): JsonSchema {
  return { name, in: 'query', required: false, description, schema };
}
