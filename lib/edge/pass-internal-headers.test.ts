import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { passInternalHeaders } from './pass-internal-headers';
import { parseTrustedProxies } from './trusted-proxies';

describe('passInternalHeaders', () => {
  it('replaces whatever the client sent with the raw target and the socket address', () => {
    const request = {
      url: '/v1/sandbox/customers?withAccounts=%74rue',
      headers: {
        'x-internal-raw-target': '/v1/forged',
        'x-internal-client-address': '203.0.113.9',
        accept: 'application/json',
      },
      socket: { remoteAddress: '192.0.2.7' },
    } as unknown as IncomingMessage;
    passInternalHeaders(request);
    expect(request.headers).toEqual({
      accept: 'application/json',
      'x-internal-raw-target': '/v1/sandbox/customers?withAccounts=%74rue',
      'x-internal-client-address': '192.0.2.7',
    });
  });

  it('sets an empty client address when the socket has none (already closed)', () => {
    const request = { url: '/', headers: {}, socket: {} } as unknown as IncomingMessage;
    passInternalHeaders(request);
    expect(request.headers['x-internal-client-address']).toBe('');
  });

  it('D33: takes the client from X-Forwarded-For only when the peer is a trusted proxy', () => {
    const forwarded = (peer: string) => {
      const request = {
        url: '/',
        headers: { 'x-forwarded-for': '198.51.100.4, 203.0.113.9' },
        socket: { remoteAddress: peer },
      } as unknown as IncomingMessage;
      passInternalHeaders(request, parseTrustedProxies('192.0.2.0/24'));
      return request.headers['x-internal-client-address'];
    };
    expect(forwarded('192.0.2.7')).toBe('203.0.113.9');
    expect(forwarded('192.0.3.7')).toBe('192.0.3.7');
  });
});
