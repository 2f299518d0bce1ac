import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerAtEdge } from '@/lib/edge/answer-at-edge';
import { findEdgeRefusal } from '@/lib/edge/find-edge-refusal';
import { headerBlockBytes } from '@/lib/edge/header-block-bytes';
import { headerValue } from '@/lib/edge/header-value';
import { sendOnSocket } from '@/lib/edge/send-on-socket';

/**
 * D18: CONNECT (Node's 'connect' event; without a listener Node drops the connection unanswered). The service is no
 * proxy, so the edge refuses it like any method it does not offer.
 */
export function answerConnect(
  request: IncomingMessage,
  socket: Duplex,
  serverHeaders: Record<string, string> = {},
): void {
  socket.on('error', () => socket.destroy());
  const started = performance.now();
  const target = request.url ?? '';
  const verdict = findEdgeRefusal({
    method: 'CONNECT',
    target,
    headerBytes: headerBlockBytes(request),
    hasBody: false,
  });
  // CONNECT is in neither the API's nor the site's methods, so the edge always has a refusal for it.
  void answerAtEdge({
    verdict: { isApi: verdict.isApi, refusal: verdict.refusal! },
    // D28: the peer; X-Forwarded-For is not read here (a proxy does not pass CONNECT on).
    request: {
      method: 'CONNECT',
      target,
      requestId: headerValue(request, 'x-request-id'),
      acceptLanguage: headerValue(request, 'accept-language'),
      clientAddress: request.socket.remoteAddress,
      started,
    },
    isLogged: true,
    send: (response) => sendOnSocket(response, socket, { isHead: false, headers: serverHeaders }),
    drop: () => socket.destroy(),
  });
}
