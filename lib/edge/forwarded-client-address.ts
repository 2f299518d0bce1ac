import type { TrustedProxies } from '@/lib/edge/trusted-proxies';

/**
 * D19, D33: the client's address for the PSU sign-in throttle. The socket's peer, unless that peer is a trusted proxy:
 * then X-Forwarded-For is read from the right (each proxy appends the address it saw), skipping trusted proxies, and
 * the first other address is the client. Entries left of it were written by the client and are never believed. When
 * every entry is a trusted proxy, the leftmost is the best there is.
 */
export function forwardedClientAddress(input: {
  peer: string;
  forwardedFor: string | undefined;
  trustedProxies: TrustedProxies | null;
}): string {
  if (!input.trustedProxies?.has(input.peer) || !input.forwardedFor) return input.peer;
  const hops = input.forwardedFor
    .split(',')
    .map((hop) => hopAddress(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] as string;
    if (!input.trustedProxies.has(hop)) return hop;
  }
  return hops[0] ?? input.peer;
}

/** A hop as some proxies write it, with a port (`203.0.113.7:4711`, `[2001:db8::1]:4711`), is its address. */
function hopAddress(hop: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  if (bracketed?.[1]) return bracketed[1];
  return /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop)?.[1] ?? hop;
}
