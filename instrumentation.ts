import type { Instrumentation } from 'next';

/**
 * D33: every error a page or route throws is logged as one JSON line with its route, scrubbed of any text; the
 * launcher keeps Next.js from writing it again with its message (routeServerErrorsToLog). The XS2A API catches its own
 * errors in withXs2a and never gets here. The app runs on Node.js only; the logger is loaded there alone.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('@/lib/observability/route-server-errors');
  logRequestError(error, { method: request.method, routePath: context.routePath, routeType: context.routeType });
};
