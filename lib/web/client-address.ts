import { isIP } from 'node:net';
import { clientAddressHeader } from '@/lib/edge/internal-headers';

const mappedIpv4Pattern = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * D19: the address a PSU's browser connected from, as the sign-in throttle counts it, from the launcher's header only:
 * an IPv4-mapped address as IPv4, an IPv6 client by its /64, and without a usable value the one client "unknown".
 */
export function clientAddress(headers: Headers): string {
  const value = (headers.get(clientAddressHeader) ?? '').trim();
  const ipv4 = mappedIpv4Pattern.exec(value)?.[1] ?? value;
  if (isIP(ipv4) === 4) return ipv4;
  const ipv6 = value.replace(/%.*$/, '');
  if (isIP(ipv6) === 6) return ipv6Prefix(ipv6);
  return 'unknown';
}

/** The first four groups of an IPv6 address, written out (`2001:db8:0:1::/64`). */
function ipv6Prefix(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // An embedded IPv4 address (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.1`) fills the last two groups.
  const width = (part: string[]) => part.reduce((total, group) => total + (group.includes('.') ? 2 : 1), 0);
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? 0 : 8 - width(headGroups) - width(tailGroups);
  const all = [...headGroups, ...Array.from({ length: zeros }, () => '0'), ...tailGroups];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
