import { resolvePaymentService } from '@/lib/payments/payment-products';
import { otherMethods } from '@/lib/xs2a/other-methods';
import { unknownResource } from '@/lib/xs2a/unknown-resource';

type RouteHandler = typeof unknownResource;
type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * D1: `/v1/{payment-service}/...` shares its first segment with every other path of the API, so a segment that names
 * no payment service is answered as the catch-all answers an unknown path (404 RESOURCE_UNKNOWN), before the
 * payment operation's role check; a payment service path with a verb it does not offer is 405. Use:
 * `const routes = forPaymentService({ POST: withXs2a(...) }); export const POST = routes.POST;` and the other verbs destructured.
 */
export function forPaymentService(handlers: Partial<Record<Verb, RouteHandler>>): Record<Verb, RouteHandler> {
  const refuse = otherMethods(Object.keys(handlers) as Verb[]);
  const route = (verb: Verb): RouteHandler => async (request, context) => {
    const params = (await context.params) ?? {};
    const segment = params['payment-service'];
    const handler = typeof segment === 'string' && resolvePaymentService(decodeSegment(segment)) ? (handlers[verb] ?? refuse[verb]) : unknownResource;
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
