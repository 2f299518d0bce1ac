import type { Duplex } from 'node:stream';
import { answerAtEdge } from '@/lib/http/answer-at-edge';
import { maxHeaderBytes, type EdgeRefusal } from '@/lib/http/find-edge-refusal';
import { isApiPath } from '@/lib/http/is-api-path';
import { readPacketHead } from '@/lib/http/read-packet-head';
import { sendOnSocket } from '@/lib/http/send-on-socket';
import { splitRequestTarget } from '@/lib/http/split-request-target';

type ClientError = Error & { code?: string; rawPacket?: Buffer };

// Node's own statuses for its parser errors (http.Server's default 'clientError' answer), now with a body.
const knownErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, `The request line and headers are larger than ${maxHeaderBytes} bytes.`],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The chunk extensions of the body are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive completely in time.'],
  HPE_INVALID_URL: [400, 'The request target contains a byte that must be percent-encoded (RFC 3986), such as a non-ASCII or control character.'],
};

/**
 * D2, D18: Node's 'clientError' (a request its HTTP parser refused) answered like every other refusal: a Berlin Group
 * body and a request-log row under /v1, the friendly page elsewhere. When the request line is not in the failing chunk
 * the answer is the Berlin Group body, which suits the API and harms no browser. As Node does, nothing is written once
 * a response to this connection has started, and the connection is closed.
 */
export function answerClientError(error: ClientError, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const started = performance.now();
  const head = readPacketHead(error.rawPacket);
  const parts = head ? splitRequestTarget(head.target) : null;
  const isApi = parts ? isApiPath(parts.path) : head === null;
  const [status, text] = knownErrors[error.code ?? ''] ?? [400, 'The request is not valid HTTP/1.1.'];
  const refusal: EdgeRefusal = { status, code: 'FORMAT_ERROR', text, operation: 'malformedRequest' };
  void answerAtEdge({
    verdict: { isApi, refusal },
    request: { method: head?.method ?? '', target: head?.target ?? '', requestId: head?.requestId, acceptLanguage: head?.acceptLanguage, started },
    // A request already handed to the app (its body failed to parse) is logged by withXs2a.
    isLogged: !inFlight,
    send: (response) => sendOnSocket(response, socket, { isHead: head?.method === 'HEAD' }),
    drop: () => socket.destroy(),
  });
}
