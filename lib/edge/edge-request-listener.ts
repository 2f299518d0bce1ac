import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { answerAtEdge } from '@/lib/edge/answer-at-edge';
import { findEdgeRefusal } from '@/lib/edge/find-edge-refusal';
import { forwardedClientAddress } from '@/lib/edge/forwarded-client-address';
import { headerBlockBytes } from '@/lib/edge/header-block-bytes';
import { headerValue } from '@/lib/edge/header-value';
import { passInternalHeaders } from '@/lib/edge/pass-internal-headers';
import { splitRequestTarget } from '@/lib/edge/split-request-target';
import type { TrustedProxies } from '@/lib/edge/trusted-proxies';
import { canonicalOriginRedirect } from '@/lib/web/canonical-origin-redirect';
import { isCanonicalHostEnforced, publicOrigin } from '@/lib/web/public-origin';

/**
 * D18: every request passes here before Next.js. What Next.js would answer without a Berlin Group body under /v1, or
 * with a 5xx anywhere (malformed percent-encoding, dot segments, methods it does not handle, an oversized header
 * block), is answered here; everything else goes on with the internal headers set and in origin form.
 */
export function edgeRequestListener(
  next: (request: IncomingMessage, response: ServerResponse) => void,
  options: { trustedProxies?: TrustedProxies | null } = {},
): RequestListener {
  return (request, response) => {
    const started = performance.now();
    const target = request.url ?? '';
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const verdict = findEdgeRefusal({
      method: request.method ?? '',
      target,
      headerBytes: headerBlockBytes(request),
      hasBody,
    });
    if (!verdict.refusal) {
      passInternalHeaders(request, options.trustedProxies ?? null);
      // Next.js answers an absolute-form target (RFC 9112 §3.2.2) with a redirect to itself: hand it the path and query.
      const parts = splitRequestTarget(target);
      if (parts && !target.startsWith('/')) request.url = `${parts.path}${parts.query}`;
      if (parts && isCanonicalHostEnforced && answerOffOrigin(request, `${parts.path}${parts.query}`, response)) return;
      next(request, response);
      return;
    }
    void answerAtEdge({
      verdict: { isApi: verdict.isApi, refusal: verdict.refusal },
      request: {
        method: request.method ?? '',
        target,
        requestId: headerValue(request, 'x-request-id'),
        acceptLanguage: headerValue(request, 'accept-language'),
        clientAddress: forwardedClientAddress({
          peer: request.socket.remoteAddress ?? '',
          forwardedFor: headerValue(request, 'x-forwarded-for'),
          trustedProxies: options.trustedProxies ?? null,
        }),
        started,
      },
      isLogged: true,
      send: (answer) => sendResponse(answer, response),
      drop: () => response.destroy(),
    });
  };
}

/**
 * D18: a page asked for on another host than PUBLIC_URL's is answered here, before Next.js, which would shorten a
 * Location on its own host to a path and so send the browser back to the host it came from. True when answered.
 */
function answerOffOrigin(request: IncomingMessage, pathAndQuery: string, response: ServerResponse): boolean {
  const answer = canonicalOriginRedirect({
    method: request.method ?? '',
    host: headerValue(request, 'host') ?? null,
    pathAndQuery,
    publicOrigin,
  });
  if (answer === null) return false;
  const body = answer.status === 308 ? '' : `Use ${publicOrigin}\n`;
  response.writeHead(answer.status, {
    ...(answer.status === 308 ? { location: answer.location } : { 'content-type': 'text/plain; charset=utf-8' }),
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(body)),
  });
  response.end(body);
  return true;
}

/** Writes a fetch Response to Node's ServerResponse (Node leaves the body out itself when the request was HEAD). */
async function sendResponse(response: Response, target: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  target.writeHead(response.status, {
    ...Object.fromEntries(response.headers),
    'content-length': String(body.byteLength),
  });
  target.end(body);
}
