import type { IncomingMessage } from 'node:http';
import { forwardedClientAddress } from '@/lib/edge/forwarded-client-address';
import { headerValue } from '@/lib/edge/header-value';
import { clientAddressHeader, rawTargetHeader } from '@/lib/edge/internal-headers';
import type { TrustedProxies } from '@/lib/edge/trusted-proxies';

/**
 * D18: the request target exactly as sent (Next.js re-encodes request.url) and the client's address, for the app: the
 * socket's peer, or what a trusted proxy says in X-Forwarded-For. Any copy the client sent is deleted first, so
 * neither can be injected. Next.js builds its Request from `request.headers`, not from `rawHeaders`.
 */
export function passInternalHeaders(request: IncomingMessage, trustedProxies: TrustedProxies | null = null): void {
  delete request.headers[rawTargetHeader];
  delete request.headers[clientAddressHeader];
  request.headers[rawTargetHeader] = request.url ?? '';
  const peer = request.socket.remoteAddress ?? '';
  request.headers[clientAddressHeader] = forwardedClientAddress({
    peer,
    forwardedFor: headerValue(request, 'x-forwarded-for'),
    trustedProxies,
  });
}
