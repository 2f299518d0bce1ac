import { getLogger } from './logger';
import { xs2aMetrics } from './metrics';

export type ObservedRequest = {
  tppId?: string;
  method: string;
  /** The request target as sent; only its path is logged (the query is the TPP's, and may say more than needed). */
  path: string;
  /** The operation withXs2a was given, or the edge's name for what it refused (D18). */
  operation: string;
  status: number;
  errorCodes: string[];
  durationMs: number;
  xRequestId?: string;
};

/**
 * D33: one JSON log line and the request metrics for an XS2A request, answered by withXs2a or refused at the edge.
 * Synchronous and in memory (the logger writes asynchronously), so it adds no wait to the answer. Never bodies, keys or
 * PSU data: the line holds only the fields below. A failure to observe never fails the request.
 */
export function observeRequest(request: ObservedRequest): void {
  try {
    const metrics = xs2aMetrics();
    metrics.requestsTotal.inc({ operation: request.operation, status: request.status });
    metrics.requestDuration.observe({ operation: request.operation }, request.durationMs / 1000);
    getLogger().info(requestLogLine(request), 'request');
  } catch (error) {
    console.error(
      `[observability] could not observe ${request.method} ${request.operation}: ${(error as Error).message}`,
    );
  }
}

/** The structured fields of a request's log line. */
export function requestLogLine(request: ObservedRequest): Record<string, unknown> {
  const queryStart = request.path.indexOf('?');
  return {
    requestId: request.xRequestId?.slice(0, 100),
    tppId: request.tppId,
    operation: request.operation,
    method: request.method,
    path: (queryStart === -1 ? request.path : request.path.slice(0, queryStart)).slice(0, 300),
    status: request.status,
    durationMs: Math.round(request.durationMs * 10) / 10,
    ...(request.errorCodes.length > 0 ? { errorCodes: request.errorCodes } : {}),
  };
}
