/**
 * D18: request headers only our Node server (scripts/launcher/app-server.ts) sets, after deleting any copy the client
 * sent, so the app can trust them. They are never echoed in a response.
 */

/** The request target exactly as it stood in the request line (Node's IncomingMessage.url), before Next.js re-encodes it. */
export const rawTargetHeader = 'x-internal-raw-target';

/** The network address of the client as our server's socket saw it (never X-Forwarded-For). */
export const clientAddressHeader = 'x-internal-client-address';
