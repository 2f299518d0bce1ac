import { postmanSigningScript } from '@/lib/api-reference/postman-signing-script';

// A Postman collection (format v2.1) generated from the OpenAPI document, so the two cannot disagree: one folder per
// tag, one request per operation with its headers, parameters and example body.

type Schema = { default?: unknown; enum?: unknown[]; example?: unknown };
type Parameter = { $ref?: string; name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Media = { example?: unknown; examples?: Record<string, { value: unknown }> };
type Operation = {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
};
export type OpenApiDocument = {
  info: { title: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
};

const schemaUrl = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

// The signed headers take collection variables (filled as the pre-request script explains); the others an example.
const headerValues: Record<string, string> = {
  'X-Request-ID': '{{xRequestId}}',
  Date: '{{date}}',
  Digest: '{{digest}}',
  Signature: 'keyId="{{keyId}}",algorithm="rsa-sha256",headers="{{signedHeaders}}",signature="{{signature}}"',
  'TPP-Signature-Certificate': '{{certificate}}',
  Accept: 'application/json',
  'PSU-ID': '{{psuId}}',
  'PSU-Corporate-ID': '{{psuCorporateId}}',
  'TPP-Redirect-URI': '{{redirectUri}}',
};

function resolve(document: OpenApiDocument, parameter: Parameter): Parameter {
  const name = parameter.$ref?.split('/').at(-1);
  return name ? (document.components.parameters[name] ?? parameter) : parameter;
}

function exampleValue(schema: Schema | undefined): string {
  const value = schema?.example ?? schema?.default ?? schema?.enum?.[0] ?? '';
  return String(value);
}

function requestBody(operation: Operation) {
  const media = operation.requestBody?.content['application/json'];
  if (!media) return undefined;
  const example = media.example ?? Object.values(media.examples ?? {})[0]?.value;
  return { mode: 'raw', raw: JSON.stringify(example ?? {}, null, 2), options: { raw: { language: 'json' } } };
}

function item(document: OpenApiDocument, path: string, method: string, operation: Operation) {
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(document, parameter));
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const isBody = Boolean(operation.requestBody);
  const headers = parameters
    .filter((parameter) => parameter.in === 'header' && (parameter.name !== 'Digest' || isBody))
    .map((parameter) => ({
      key: parameter.name,
      value: headerValues[parameter.name] ?? exampleValue(parameter.schema),
      description: parameter.description ?? '',
      disabled: parameter.name !== 'Digest' && !parameter.required && !(parameter.name in headerValues),
    }));
  const body = requestBody(operation);
  const queryString =
    query.length > 0
      ? `?${query.map((parameter) => `${parameter.name}=${exampleValue(parameter.schema)}`).join('&')}`
      : '';
  return {
    name: operation.summary,
    request: {
      method: method.toUpperCase(),
      description: `${operation.deprecated ? 'Deprecated. ' : ''}${operation.description}`,
      header: [...headers, ...(body ? [{ key: 'Content-Type', value: 'application/json' }] : [])],
      url: {
        raw: `{{baseUrl}}/${segments.join('/')}${queryString}`,
        host: ['{{baseUrl}}'],
        path: segments,
        ...(query.length > 0
          ? {
              query: query.map((parameter) => ({
                key: parameter.name,
                value: exampleValue(parameter.schema),
                description: parameter.description ?? '',
                disabled: !parameter.required,
              })),
            }
          : {}),
        variable: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => ({ key: parameter.name, value: '', description: parameter.description ?? '' })),
      },
      ...(body ? { body } : {}),
    },
    response: [],
  };
}

/** The collection of every operation of the document, in folders by tag and in the document's order, for `baseUrl`. */
export function buildPostmanCollection(document: OpenApiDocument, baseUrl: string) {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  return {
    info: {
      name: document.info.title,
      description: `Generated from /openapi.json. Every request must be signed with your eIDAS QSealC; Postman cannot do that itself: see the collection's pre-request script.\n\n${document.info.description}`,
      schema: schemaUrl,
    },
    item: document.tags.map((tag) => ({
      name: tag.name,
      description: tag.description,
      item: operations
        .filter(({ operation }) => operation.tags[0] === tag.name)
        .map(({ path, method, operation }) => item(document, path, method, operation)),
    })),
    event: [{ listen: 'prerequest', script: { type: 'text/javascript', exec: postmanSigningScript } }],
    variable: [
      'baseUrl',
      'xRequestId',
      'date',
      'digest',
      'keyId',
      'signedHeaders',
      'signature',
      'certificate',
      'psuId',
      'psuCorporateId',
      'redirectUri',
    ].map((key) => ({
      key,
      value: key === 'baseUrl' ? baseUrl : key === 'redirectUri' ? 'https://tpp.example/callback' : '',
      type: 'string',
    })),
  };
}
