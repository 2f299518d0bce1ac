import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerAtEdge } from '@/lib/edge/answer-at-edge';
import { maxHeaderBytes, type EdgeRefusal } from '@/lib/edge/find-edge-refusal';
import { isApiPath } from '@/lib/edge/is-api-path';
import { headerValue } from '@/lib/edge/header-value';
import { rawTargetHeader } from '@/lib/edge/internal-headers';
import { readPacketHead, type PacketHead } from '@/lib/edge/read-packet-head';
import { sendOnSocket } from '@/lib/edge/send-on-socket';
import { splitRequestTarget } from '@/lib/edge/split-request-target';

type ClientError = Error & { code?: string; rawPacket?: Buffer };

// Node's own statuses for its parser errors (http.Server's default 'clientError' answer), now with a body.
const knownErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, `The request line and headers are larger than ${maxHeaderBytes} bytes.`],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The chunk extensions of the body are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive completely in time.'],
  HPE_INVALID_URL: [
    400,
    'The request target contains a byte that must be percent-encoded (RFC 3986), such as a non-ASCII or control character.',
  ],
};

/**
 * D18: Node's 'clientError' (a request its parser refused) answered like every other refusal: a Berlin Group body and
 * a request-log row under /v1, the friendly page elsewhere. Writes nothing once a response to the connection has
 * started, and closes the connection.
 */
export function answerClientError(
  error: ClientError,
  socket: Duplex,
  serverHeaders: Record<string, string> = {},
): void {
  // Node's own test for a response in progress on this connection (http.Server's default 'clientError' handler).
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const started = performance.now();
  const head = inFlight ? headOf(inFlight.req) : readPacketHead(error.rawPacket);
  const parts = head ? splitRequestTarget(head.target) : null;
  const isApi = parts ? isApiPath(parts.path) : head === null;
  const [status, text] = knownErrors[error.code ?? ''] ?? [400, 'The request is not valid HTTP/1.1.'];
  const refusal: EdgeRefusal = { status, code: 'FORMAT_ERROR', text, operation: 'malformedRequest' };
  void answerAtEdge({
    verdict: { isApi, refusal },
    // D28: the peer, as the parser left no headers to read a trusted proxy's X-Forwarded-For from.
    request: {
      method: head?.method ?? '',
      target: head?.target ?? '',
      requestId: head?.requestId,
      acceptLanguage: head?.acceptLanguage,
      clientAddress: (socket as Duplex & { remoteAddress?: string }).remoteAddress,
      started,
    },
    // A request already handed to the app (its body failed to parse) is logged by withXs2a; one whose request line
    // was not seen (a slow or oversized header block) is not known to be an XS2A request.
    isLogged: !inFlight && head !== null,
    send: (response) => sendOnSocket(response, socket, { isHead: head?.method === 'HEAD', headers: serverHeaders }),
    drop: () => socket.destroy(),
  });
}

/** The request already handed to the app, whose body then failed to parse. */
function headOf(request: IncomingMessage): PacketHead {
  const target = headerValue(request, rawTargetHeader) ?? request.url ?? '';
  return {
    method: request.method ?? '',
    target,
    requestId: headerValue(request, 'x-request-id'),
    acceptLanguage: headerValue(request, 'accept-language'),
  };
}
