import { errorBody } from '@/lib/xs2a/error-body';
import type { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A portal JSON route's refusal: the Berlin Group body the API uses (D2), never cached. */
export function portalErrorResponse(error: Xs2aError): Response {
  const headers = { 'Cache-Control': 'no-store', ...error.headers };
  return Response.json(errorBody({ code: error.code, path: error.path, text: error.text }), {
    status: error.status,
    headers,
  });
}
