/** What the edge answers a request made on another host than the public origin's. */
export type CanonicalOriginAnswer = { status: 308; location: string } | { status: 421 };

export type CanonicalOriginRequest = {
  method: string;
  /** The request's Host header, or null without one. */
  host: string | null;
  /** The target in origin form: path and query. */
  pathAndQuery: string;
  publicOrigin: string;
};

// D18: answered on any host: the API and what API clients fetch (a TPP's call is never redirected), the SCA pages
// (reached by the absolute scaRedirect already), health checks and metrics (probes use an instance's own address),
// and the framework's assets.
const anyHostPrefixes = [
  '/v1',
  '/sca',
  '/openapi.json',
  '/certificates',
  '/healthz',
  '/livez',
  '/readyz',
  '/metrics',
  '/_next',
];

/**
 * D18: a page asked for on another host than the public origin's is sent there: GET and HEAD by 308 to the same path
 * and query, any other method refused with 421 (nothing done). Null on the public origin's host, without a Host, or
 * for a path answered on any host.
 */
export function canonicalOriginRedirect(request: CanonicalOriginRequest): CanonicalOriginAnswer | null {
  const canonical = new URL(request.publicOrigin);
  if (request.host === null || request.host.toLowerCase() === canonical.host) return null;
  const pathname = request.pathAndQuery.split('?')[0] ?? '';
  if (anyHostPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 421 };
  return { status: 308, location: `${canonical.origin}${request.pathAndQuery}` };
}
