import { resolvePaymentService } from '@/lib/payments/payment-products';
import document from '@/openapi/xs2a.openapi.json';

const verbs = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// The published document describes exactly the route files under app/v1 (tests/integration/fuzz/coverage.test.ts).
// A placeholder is null; `{payment-service}` takes only a payment service (D1: another first segment is the catch-all's
// 404, lib/payments/for-payment-service.ts).
const paymentService = 'payment-service';
const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).map(([path, operations]) => ({
  segments: path
    .split('/')
    .slice(1)
    .map((segment) => (segment === `{${paymentService}}` ? paymentService : /^\{.+\}$/.test(segment) ? null : segment)),
  methods: verbs.filter((verb) => verb.toLowerCase() in operations),
}));

function isMatch(segment: string | null, actual: string | undefined): boolean {
  if (segment === null) return actual !== '';
  if (segment === paymentService) return resolvePaymentService(actual ?? '') !== null;
  return segment === actual;
}

/**
 * RFC 9110 §10.2.1: the methods the resource at an API path offers, the route picked as Next.js picks it (at the first
 * segment where two routes differ, a literal one wins over a placeholder); null for a path no route serves (a 404).
 */
export function apiPathMethods(path: string): string[] | null {
  const segments = path.split('/').slice(1).map(decodedSegment);
  let best: (typeof routes)[number] | undefined;
  for (const route of routes) {
    const matches =
      route.segments.length === segments.length &&
      route.segments.every((segment, index) => isMatch(segment, segments[index]));
    if (matches && (!best || isMoreSpecific(route.segments, best.segments))) best = route;
  }
  return best?.methods ?? null;
}

// The payment service counts as a placeholder: Next.js routes `[payment-service]` as one.
function isMoreSpecific(candidate: (string | null)[], current: (string | null)[]): boolean {
  const isPlaceholder = (segment: string | null | undefined) => segment === null || segment === paymentService;
  const index = candidate.findIndex((segment, position) => isPlaceholder(segment) !== isPlaceholder(current[position]));
  return index !== -1 && !isPlaceholder(candidate[index]);
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
