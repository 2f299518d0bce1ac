import { env, isSandbox } from '@/lib/env';

// clientAddress() gives an IPv6 client as its /64: ::1 is 0:0:0:0::/64.
const loopback = new Set(['0:0:0:0::/64']);

/**
 * D27: the outbox holds sign-in and reset links, so it is a local development convenience only: in the sandbox,
 * without SMTP, and for a browser on the machine itself (the client address our server saw). Everyone else,
 * and every production request, gets a 404.
 */
export function canReadOutbox(clientAddress: string): boolean {
  return isSandbox && !env.PORTAL_SMTP_URL && (loopback.has(clientAddress) || clientAddress.startsWith('127.'));
}
