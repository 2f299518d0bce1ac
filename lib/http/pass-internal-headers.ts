import type { IncomingMessage } from 'node:http';
import { clientAddressHeader, rawTargetHeader } from '@/lib/http/internal-headers';

/**
 * D18: the request target exactly as sent (Next.js re-encodes request.url) and the socket's peer address, for the app.
 * Any copy the client sent is deleted first, so neither can be injected. Next.js builds its Request from
 * `request.headers`, not from `rawHeaders`.
 */
export function passInternalHeaders(request: IncomingMessage): void {
  delete request.headers[rawTargetHeader];
  delete request.headers[clientAddressHeader];
  request.headers[rawTargetHeader] = request.url ?? '';
  request.headers[clientAddressHeader] = request.socket.remoteAddress ?? '';
}
