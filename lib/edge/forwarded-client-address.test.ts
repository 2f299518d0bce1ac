import { describe, expect, it } from 'vitest';
import { forwardedClientAddress } from './forwarded-client-address';
import { parseTrustedProxies } from './trusted-proxies';

const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.10, 2001:db8::/32');

describe('forwardedClientAddress (D33)', () => {
  it('takes the peer when no trusted proxies are configured, whatever the header says', () => {
    expect(forwardedClientAddress({ peer: '10.0.0.5', forwardedFor: '203.0.113.7', trustedProxies: null })).toBe(
      '10.0.0.5',
    );
  });

  it.each([
    [
      "an untrusted peer: its own address; the header is the client's word",
      '198.51.100.1',
      '203.0.113.7',
      '198.51.100.1',
    ],
    ['a trusted peer seen as IPv4-mapped IPv6', '::ffff:10.0.0.5', '203.0.113.7', '203.0.113.7'],
    ['an IPv6 client behind a trusted IPv6 peer', '2001:db8::1', '2001:db9::42', '2001:db9::42'],
  ])('with trusted proxies, %s', (_name, peer, forwardedFor, expected) => {
    expect(forwardedClientAddress({ peer, forwardedFor, trustedProxies: trusted })).toBe(expected);
  });

  it.each([
    ['the address it saw', '203.0.113.7', '203.0.113.7'],
    ['a client-written entry left of the real one is ignored', '1.2.3.4, 203.0.113.7', '203.0.113.7'],
    [
      'a chain of trusted proxies is skipped from the right',
      '1.2.3.4, 203.0.113.7, 192.0.2.10, 10.1.2.3',
      '203.0.113.7',
    ],
    ['without the header: the peer', undefined, '10.0.0.5'],
    ['only trusted entries: the leftmost', '10.9.9.9, 10.8.8.8', '10.9.9.9'],
    ['a hop written with a port', '203.0.113.7:4711', '203.0.113.7'],
    ['an IPv6 hop in brackets, with a port', '[2001:db9::42]:4711', '2001:db9::42'],
    ['a trusted proxy written with a port is still skipped', '203.0.113.7, 10.1.2.3:443', '203.0.113.7'],
    [
      'garbage the proxy passed on is passed on (the throttle counts it as "unknown")',
      'not-an-address',
      'not-an-address',
    ],
  ])('from the trusted peer 10.0.0.5: %s', (_name, forwardedFor, expected) => {
    expect(forwardedClientAddress({ peer: '10.0.0.5', forwardedFor, trustedProxies: trusted })).toBe(expected);
  });
});

describe('parseTrustedProxies (D33)', () => {
  it('reads addresses and ranges of both families', () => {
    expect(['10.255.0.1', '192.0.2.10', '2001:db8:ffff::1'].map((address) => trusted.has(address))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['11.0.0.1', '192.0.2.11', '2001:db9::1', 'nonsense'].map((address) => trusted.has(address))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('an empty list trusts nobody', () => {
    expect(parseTrustedProxies(' ').has('127.0.0.1')).toBe(false);
  });

  it.each([
    '10.0.0.0/33',
    'localhost',
    '10.0.0.1/8/8',
    '2001:db8::/129',
    '10.0.0.0/x',
    '0.0.0.0/0',
    '10.0.0.0/8, ::/0',
  ])('refuses %j', (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(/XS2A_TRUSTED_PROXIES/);
  });
});
