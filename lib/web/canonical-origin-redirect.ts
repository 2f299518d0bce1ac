/** What `proxy.ts` answers a page request made on another host than the public origin's. */
export type CanonicalOriginAnswer = { status: 308; location: string } | { status: 421 };

export type CanonicalOriginRequest = {
  method: string;
  /** The request's Host header, or null without one. */
  host: string | null;
  pathAndQuery: string;
  publicOrigin: string;
};

/**
 * D18: a page asked for on another host than the public origin's is sent there: GET and HEAD by 308 to the same path
 * and query, any other method refused with 421 (nothing done). Null on the public origin's host, or without a Host.
 */
export function canonicalOriginRedirect(request: CanonicalOriginRequest): CanonicalOriginAnswer | null {
  const canonical = new URL(request.publicOrigin);
  if (request.host === null || request.host.toLowerCase() === canonical.host) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 421 };
  return { status: 308, location: `${canonical.origin}${request.pathAndQuery}` };
}
