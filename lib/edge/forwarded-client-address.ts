import type { TrustedProxies } from '@/lib/edge/trusted-proxies';

export type ForwardedClientAddressInput = {
  peer: string;
  forwardedFor: string | undefined;
  trustedProxies: TrustedProxies | null;
};

/**
 * D33: the client's address for the PSU sign-in throttle: the socket's peer, or, when that peer is a trusted proxy,
 * the first address in X-Forwarded-For, read from the right, that is not a trusted proxy.
 */
export function forwardedClientAddress(input: ForwardedClientAddressInput): string {
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
