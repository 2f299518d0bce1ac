import { BlockList, isIP } from 'node:net';

/** The addresses (and CIDR ranges) of the TLS proxies or load balancers allowed to say who the client is (D33). */
export type TrustedProxies = { has: (address: string) => boolean };

/**
 * D33: XS2A_TRUSTED_PROXIES, comma-separated IPv4/IPv6 addresses or CIDR ranges (`10.0.0.0/8, 2001:db8::/32`). Throws on
 * anything else, and on a range of every address (`0.0.0.0/0`, `::/0`): a typo or a shortcut here must stop the start,
 * not silently trust nobody or everybody.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const list = new BlockList();
  for (const entry of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 4 ? 32 : 128;
    if (family === 0 || rest.length > 0 || (bits !== null && (!/^\d{1,3}$/.test(prefix ?? '') || bits > maxBits))) {
      throw new Error(`XS2A_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    }
    // Every address: any client could write its own X-Forwarded-For and be a new client for D19's throttle each time.
    if (bits === 0)
      throw new Error(
        `XS2A_TRUSTED_PROXIES: "${entry}" is every address, so every client's X-Forwarded-For would be believed; list the proxies' own addresses or ranges`,
      );
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return { has: (address) => isTrusted(list, address) };
}

/** An IPv4-mapped IPv6 peer (`::ffff:10.0.0.5`, as a dual-stack socket reports it) is its IPv4 address. */
function isTrusted(list: BlockList, address: string): boolean {
  const plain = address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .replace(/%.*$/, '');
  const family = isIP(plain);
  return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
