import { NextResponse, type NextRequest } from 'next/server';
import { isHttpsSite } from '@/lib/web/public-origin';
import { contentSecurityPolicy, psuPageHeader, psuPageHeaders } from '@/lib/web/security-headers';
import { deadEndStatus } from '@/lib/sca/dead-end-status';
import { isScriptFreePage } from '@/lib/web/is-script-free-page';

/**
 * D17: the security headers of the pages (PSU pages, portal, API reference), with a fresh nonce per request in the
 * Content-Security-Policy of both the request, for Next.js's own scripts, and the response (the PSU pages allow no
 * script); a dead end gets its status.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  // D26: the API reference's renderer (Scalar) sets inline styles and style elements of its own and draws its icons as
  // data: images; its scripts stay under the nonce like every page's.
  const allowsRendererStyles = request.nextUrl.pathname === '/api-reference';
  const policy = contentSecurityPolicy({
    nonce,
    isHttps: isHttpsSite,
    isDev: process.env.NODE_ENV === 'development',
    allowsRendererStyles,
    isScriptFree: isScriptFreePage(request.nextUrl.pathname),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  // D30: the page's own address, for the language switch that returns to it; always set here, so a client cannot choose it.
  requestHeaders.set(psuPageHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const status =
    request.nextUrl.pathname === '/sca/ended' ? deadEndStatus(request.nextUrl.searchParams.get('reason')) : 200;
  const response = NextResponse.next({ status, request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(psuPageHeaders({ isHttps: isHttpsSite })))
    response.headers.set(name, value);
  return response;
}

export const config = {
  // Every page, the not-found page of any path included; never the API, Next.js's assets or the operations endpoints.
  matcher: ['/((?!v1/|v1$|api/|_next/|healthz$|livez$|readyz$|metrics$|openapi\\.json$).*)'],
};
