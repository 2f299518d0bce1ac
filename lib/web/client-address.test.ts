import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const from = (value: string | null, extra: Record<string, string> = {}) =>
  clientAddress(new Headers({ ...extra, ...(value === null ? {} : { 'x-internal-client-address': value }) }));

describe('clientAddress (D19)', () => {
  it.each([
    ['an IPv4 address', '192.0.2.10', '192.0.2.10'],
    ['an IPv4-mapped IPv6 address', '::ffff:192.0.2.10', '192.0.2.10'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['a full IPv6 address, by its /64', '2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
    ['a compressed IPv6 address', '2001:db8:0:1::42', '2001:db8:0:1::/64'],
    ['another address in the same /64', '2001:db8:0:1:ffff::1', '2001:db8:0:1::/64'],
    ['IPv6 compressed in the prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 with an embedded IPv4 address', '64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['IPv6 with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['no header', null, 'unknown'],
    ['an empty header (no socket address)', '', 'unknown'],
    ['a value that is not an address', 'evil.example', 'unknown'],
    ['an IPv4 address out of range', '300.1.1.1', 'unknown'],
  ])('reads %s', (_name, value, expected) => {
    expect(from(value)).toBe(expected);
  });

  it('never reads X-Forwarded-For or other client-written headers', () => {
    expect(
      from(null, { 'x-forwarded-for': '198.51.100.7', 'x-real-ip': '198.51.100.8', forwarded: 'for=198.51.100.9' }),
    ).toBe('unknown');
    expect(from('192.0.2.10', { 'x-forwarded-for': '198.51.100.7' })).toBe('192.0.2.10');
  });
});
