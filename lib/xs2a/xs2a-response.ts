import { createMissingDayPartitions } from '@/lib/housekeeping/create-missing-day-partitions';
import { errorBody } from '@/lib/xs2a/error-body';
import { mapCoreUnavailableError } from '@/lib/xs2a/map-core-unavailable-error';
import { isMissingDayPartition, mapDatabaseError } from '@/lib/xs2a/map-database-error';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { signResponseHeaders } from '@/lib/xs2a/response-signer';
import { getLogger } from '@/lib/observability/logger';
import { loggableError } from '@/lib/observability/loggable-error';

/**
 * What a handler returns; withXs2a serialises it as JSON. `replayBody` is what the X-Request-ID replay store keeps
 * instead of a body holding a secret such as an scaRedirect token (D17); `accessedConsentId`: the consent read under.
 */
export type Xs2aResult = {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  replayBody?: unknown;
  accessedConsentId?: string;
};

/**
 * The error codes of a response, for the request log; `replayBody` as the replay store keeps it; `isRetryable` when
 * the request was rolled back for a conflict and may be sent again with the same X-Request-ID (D21).
 */
export type ResponseParts = {
  status: number;
  headers: Headers;
  body: Uint8Array;
  errorCodes: string[];
  replayBody?: Uint8Array;
  isRetryable?: boolean;
  /** A handler's body before it was written: the request log reads its shape (D28) without parsing `body`. */
  value?: { of: unknown };
};

const encoder = new TextEncoder();

/**
 * BigInt never reaches JSON as a number (D7: amounts are strings); a stray one is written as a string, not a crash.
 * Bodies are presented with strings, so the plain stringify serves them; only a body it refuses (a BigInt) pays for the
 * replacer, which costs a call per value.
 */
function serialise(body: unknown): string {
  try {
    return JSON.stringify(body);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(body, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  }
}

export function resultToParts(result: Xs2aResult): ResponseParts {
  const headers = new Headers(result.headers);
  const hasBody = result.body !== undefined && result.status !== 204;
  if (hasBody) headers.set('Content-Type', 'application/json');
  const parts: ResponseParts = {
    status: result.status,
    headers,
    body: hasBody ? encoder.encode(serialise(result.body)) : new Uint8Array(),
    errorCodes: [],
    ...(hasBody ? { value: { of: result.body } } : {}),
  };
  if (result.replayBody !== undefined) parts.replayBody = encoder.encode(serialise(result.replayBody));
  return parts;
}

/**
 * D2: every failure becomes a tppMessages body; a race lost in the database is a 4xx; a core that cannot answer is a
 * 503 (D34); anything unexpected is a 500 that reveals nothing internal.
 */
export function errorToParts(error: unknown, requestId: string | undefined): ResponseParts {
  if (error instanceof Xs2aError) return xs2aErrorParts(error);
  const coreUnavailable = mapCoreUnavailableError(error);
  if (coreUnavailable) {
    getLogger().warn({ requestId, reason: (error as Error).message }, 'core unavailable answered 503');
    return { ...xs2aErrorParts(coreUnavailable), isRetryable: true };
  }
  if (isMissingDayPartition(error)) void createMissingDayPartitions();
  const mapped = mapDatabaseError(error);
  if (mapped) {
    console.warn(
      `[xs2a] database ${mapped.reason} answered ${mapped.error.status} ${mapped.error.code} (X-Request-ID ${requestId ?? 'none'})`,
    );
    return { ...xs2aErrorParts(mapped.error), isRetryable: mapped.isRetryable };
  }
  // D33: one JSON line with the error's kind, code and frames, never the data it carries (loggableError).
  getLogger().error({ requestId, error: loggableError(error) }, 'unexpected error answered 500');
  const text = 'The bank could not process the request. Try again later; quote the X-Request-ID if you contact us.';
  return {
    ...resultToParts({ status: 500, body: errorBody({ code: 'INTERNAL_SERVER_ERROR', text }) }),
    errorCodes: ['INTERNAL_SERVER_ERROR'],
  };
}

function xs2aErrorParts(error: Xs2aError): ResponseParts {
  const parts = resultToParts({
    status: error.status,
    body: errorBody({ code: error.code, path: error.path, text: error.text, links: error.links }),
    headers: error.headers,
  });
  return { ...parts, errorCodes: [error.code] };
}

/**
 * Echoes X-Request-ID, says the texts are English (`Content-Language: en`: the API answers Accept-Language with the
 * language of its tppMessages and statuses, which is always English, D2), signs the body when the bank's seal is
 * configured, and builds the Response.
 */
export function toResponse(parts: ResponseParts, requestId: string | undefined): Response {
  if (requestId) parts.headers.set('X-Request-ID', requestId);
  parts.headers.set('Cache-Control', 'no-store');
  parts.headers.set('Content-Language', 'en');
  signResponseHeaders(parts.headers, parts.body);
  return new Response(parts.body.byteLength > 0 ? Buffer.from(parts.body) : null, {
    status: parts.status,
    headers: parts.headers,
  });
}
