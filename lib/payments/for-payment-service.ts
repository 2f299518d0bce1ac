import { resolvePaymentService } from '@/lib/payments/payment-products';
import { otherMethods } from '@/lib/xs2a/other-methods';
import { unknownResource } from '@/lib/xs2a/unknown-resource';

type RouteHandler = typeof unknownResource;
type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * D1: route handlers for `/v1/{payment-service}/...` that answer a segment naming no payment service as an unknown
 * path (404) and a verb the path does not offer with 405. Export its verbs as the route's.
 */
export function forPaymentService(handlers: Partial<Record<Verb, RouteHandler>>): Record<Verb, RouteHandler> {
  const refuse = otherMethods(Object.keys(handlers) as Verb[]);
  const route =
    (verb: Verb): RouteHandler =>
    async (request, context) => {
      const params = (await context.params) ?? {};
      const segment = params['payment-service'];
      const handler =
        typeof segment === 'string' && resolvePaymentService(decodeSegment(segment))
          ? (handlers[verb] ?? refuse[verb])
          : unknownResource;
      return handler(request, context);
    };
  return { GET: route('GET'), POST: route('POST'), PUT: route('PUT'), PATCH: route('PATCH'), DELETE: route('DELETE') };
}

// A malformed escape is answered by withXs2a's own decoding; here it only means "not a payment service".
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
