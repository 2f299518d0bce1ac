import { isSandbox } from '@/lib/env';
import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import { readPortalJson } from '@/lib/portal/session/read-portal-json';
import { mapDatabaseError } from '@/lib/xs2a/map-database-error';
import { checkBodyCharacters, checkPathSegmentCharacters, checkQueryCharacters } from '@/lib/xs2a/request-format';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { findSandboxOperation } from './find-sandbox-operation';

// The API's body limit is 1 MB; a sandbox edit is a few fields.
const maxBodyBytes = 100_000;

export type RunSandboxRequestInput = { request: Request; tppId: string; segments: string[]; now: Date };

/**
 * One call of the portal's sandbox editor for the developer's TPP (the route has run the portal's guard), the /v1/sandbox
 * operation the path names, run with the API's character-set checks, schemas and domain functions (D16). A
 * database conflict gets the API's answer, never a 500.
 */
export async function runSandboxRequest(input: RunSandboxRequestInput): Promise<{ status: number; body?: unknown }> {
  if (!isSandbox)
    throw new Xs2aError('RESOURCE_UNKNOWN', { text: 'The sandbox exists only in the sandbox environment (D4).' });
  const method = input.request.method.toUpperCase();
  let body: unknown;
  if (method === 'POST' || method === 'PUT') body = await readPortalJson(input.request, maxBodyBytes);
  const { operation, params } = findSandboxOperation(method, input.segments);
  const query = new URL(input.request.url).searchParams;
  // D12, in the order withXs2a checks them: the portal gives the API's answers, and the database never sees a NUL.
  checkBodyCharacters(body);
  checkQueryCharacters(query);
  for (const [name, segment] of Object.entries(params)) checkPathSegmentCharacters(name, segment);
  try {
    const now = await sandboxNow({ tppId: input.tppId, now: input.now });
    return await operation.run({ tpp: { id: input.tppId }, params, query, body, now, realNow: input.now });
  } catch (error) {
    const mapped = mapDatabaseError(error);
    if (mapped) throw mapped.error;
    throw error;
  }
}
