import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import committed from '@/openapi/xs2a.openapi.json';
import { responseProblems } from './sandbox-openapi-validator';

// The contract of one answer, as the published document (openapi/xs2a.openapi.json) states it: the status is one the
// operation lists, the headers it declares are sent and say what they describe, no header a client acts on is sent
// where the document does not declare it, and the body is the one of that status (none for a 204).

type DocumentResponse = { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, unknown> };
type Parameter = { $ref?: string; name?: string; in?: string; required?: boolean };
type Document = {
  paths: Record<string, Record<string, { parameters: Parameter[]; responses: Record<string, DocumentResponse> }>>;
  components: { responses: Record<string, DocumentResponse>; parameters: Record<string, Parameter> };
};

const document = committed as unknown as Document;

/** Headers a client acts on: sent only where the document declares them for the operation and status. */
const actionableHeaders = ['X-Request-ID', 'Location', 'ASPSP-SCA-Approach', 'Retry-After', 'Deprecation', 'Link'];

/** What each declared header must hold, beyond being sent. */
const headerRules: Record<string, (value: string, response: TppResponse, requestId: string) => string | undefined> = {
  'X-Request-ID': (value, _response, requestId) =>
    value === requestId ? undefined : `echoes X-Request-ID ${value}, not the request's ${requestId}`,
  // D1: a path relative to the API base, naming the resource the body describes.
  Location: (value, response) => {
    const self = (response.body as { _links?: { self?: { href?: string }; scaStatus?: { href?: string } } } | undefined)
      ?._links;
    const created = self?.self?.href ?? self?.scaStatus?.href;
    if (!value.startsWith('/v1/')) return `Location ${value} is not a path under /v1/`;
    return created === undefined || created === value
      ? undefined
      : `Location ${value} is not the created resource ${created}`;
  },
  'ASPSP-SCA-Approach': (value) => (value === 'REDIRECT' ? undefined : `ASPSP-SCA-Approach is ${value}, not REDIRECT`),
  'Retry-After': (value) => (/^\d+$/.test(value) ? undefined : `Retry-After ${value} is not a number of seconds`),
};

function documentedResponse(method: string, operationPath: string, status: number): DocumentResponse | undefined {
  const response = document.paths[operationPath]?.[method.toLowerCase()]?.responses[String(status)];
  if (!response?.$ref) return response;
  return document.components.responses[response.$ref.split('/').pop() ?? ''];
}

/** The request headers the document marks required for an operation. */
export function requiredHeaders(method: string, operationPath: string): string[] {
  const parameters = document.paths[operationPath]?.[method.toLowerCase()]?.parameters ?? [];
  const resolved = parameters.map((parameter) =>
    parameter.$ref ? document.components.parameters[parameter.$ref.split('/').pop() ?? ''] : parameter,
  );
  return resolved
    .filter((parameter) => parameter?.in === 'header' && parameter.required)
    .map((parameter) => parameter?.name ?? '');
}

/** The statuses the document lists for an operation. */
export function documentedStatuses(method: string, operationPath: string): number[] {
  return Object.keys(document.paths[operationPath]?.[method.toLowerCase()]?.responses ?? {}).map(Number);
}

/**
 * Everything in which an answer differs from the document's response for its operation and status; empty when none.
 * `isBerlinGroupShape: false` skips the Berlin Group schema for an answer the TPP opted out of it (x-accept-fix, D20).
 */
export function contractProblems(
  method: string,
  operationPath: string,
  response: TppResponse,
  requestId: string,
  { isBerlinGroupShape = true } = {},
): string[] {
  const key = `${method} ${operationPath} ${response.status}`;
  const documented = documentedResponse(method, operationPath, response.status);
  if (!documented)
    return [
      `${key}: the document lists no such status (it lists ${documentedStatuses(method, operationPath).join(', ')})`,
    ];
  const declared = Object.keys(documented.headers ?? {});
  const problems: string[] = [];
  for (const name of new Set(['X-Request-ID', ...declared])) {
    const value = response.headers.get(name);
    const problem =
      value === null ? `${name} is declared but not sent` : headerRules[name]?.(value, response, requestId);
    if (problem) problems.push(problem);
  }
  for (const name of actionableHeaders) {
    if (!declared.includes(name) && response.headers.has(name))
      problems.push(`${name} is sent but not declared for this status`);
  }
  if (!documented.content) {
    if (response.text !== '') problems.push(`a body where the document declares none: ${response.text.slice(0, 200)}`);
  } else {
    if (!/^application\/json\b/.test(response.headers.get('content-type') ?? ''))
      problems.push(`Content-Type ${response.headers.get('content-type')}, not application/json`);
    problems.push(...responseProblems(method, operationPath, response.status, response.body));
    if (isBerlinGroupShape) problems.push(...berlinGroupProblems(method, operationPath, response));
  }
  return problems.map((problem) => `${key}: ${problem}`);
}

/**
 * D2: the spec's overrides of the Berlin Group statuses (signature, certificate header and keyId problems, a missing
 * corporate id, are 400) and the statuses the Berlin Group file gives no schema for (413, 415) are the service's own.
 */
const overriddenCodes = [
  'SIGNATURE_MISSING',
  'SIGNATURE_INVALID',
  'CERTIFICATE_MISSING',
  'CERTIFICATE_INVALID',
  'CORPORATE_ID_INVALID',
];

/** The answer against the Berlin Group schema of the same path and status, where the file has one (BG_OPENAPI_FILE). */
function berlinGroupProblems(method: string, operationPath: string, response: TppResponse): string[] {
  const codes = ((response.body as { tppMessages?: { code?: string }[] } | undefined)?.tppMessages ?? []).map(
    (message) => message.code ?? '',
  );
  if (response.status === 400 && codes.some((code) => overriddenCodes.includes(code))) return [];
  try {
    const problems = berlinGroupSchemaErrors({
      method,
      path: operationPath,
      status: response.status,
      body: response.body,
    });
    return (isPeriodicAmbiguity(problems, response.body) ? [] : problems).map((problem) => `Berlin Group: ${problem}`);
  } catch (error) {
    // The operation or status is the service's own (bank-offered consents, agreements, user; 413 and 415).
    if (error instanceof Error && /has no response|No application\/json schema/.test(error.message)) return [];
    throw error;
  }
}

/**
 * The Berlin Group file's oneOf for a read payment cannot tell a periodic body from a single one (the single schema has
 * the periodic fields' required subset and allows more), so a periodic payment matches two branches: only that error.
 */
function isPeriodicAmbiguity(problems: string[], body: unknown): boolean {
  const isPeriodic = body !== null && typeof body === 'object' && 'frequency' in body && 'startDate' in body;
  return (
    isPeriodic && problems.length === 1 && problems[0]?.startsWith('/ must match exactly one schema in oneOf') === true
  );
}
