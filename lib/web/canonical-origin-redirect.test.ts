import { describe, expect, it } from 'vitest';
import { canonicalOriginRedirect } from '@/lib/web/canonical-origin-redirect';

const publicOrigin = 'http://localhost:3000';

describe('canonicalOriginRedirect', () => {
  it('leaves a request on the public origin’s host alone, in any letter case, and one without a Host', () => {
    for (const host of ['localhost:3000', 'LocalHost:3000', null])
      expect(canonicalOriginRedirect({ method: 'GET', host, pathAndQuery: '/portal', publicOrigin })).toBeNull();
  });

  it('sends a GET or HEAD on another host, or the same host on another port, to the same path and query there', () => {
    for (const [method, host] of [
      ['GET', '127.0.0.1:3000'],
      ['HEAD', '[::1]:3000'],
      ['GET', 'localhost:3001'],
      ['GET', 'localhost'],
    ] as const)
      expect(
        canonicalOriginRedirect({ method, host, pathAndQuery: '/portal/sign-in?callbackUrl=%2Fportal', publicOrigin }),
      ).toEqual({ status: 308, location: 'http://localhost:3000/portal/sign-in?callbackUrl=%2Fportal' });
  });

  it('matches an https origin on its default port, which the Host header leaves out', () => {
    const https = 'https://psd2.bank.example';
    expect(
      canonicalOriginRedirect({ method: 'GET', host: 'psd2.bank.example', pathAndQuery: '/', publicOrigin: https }),
    ).toBeNull();
    expect(
      canonicalOriginRedirect({ method: 'GET', host: 'www.bank.example', pathAndQuery: '/', publicOrigin: https }),
    ).toEqual({ status: 308, location: 'https://psd2.bank.example/' });
  });

  it('leaves the API, the SCA pages, health checks, metrics and assets alone on any host', () => {
    for (const pathAndQuery of [
      '/v1/accounts?withBalance=true',
      '/v1',
      '/sca/abc',
      '/openapi.json',
      '/certificates/bank-seal.pem',
      '/readyz',
      '/metrics',
      '/_next/static/chunk.js',
    ])
      for (const method of ['GET', 'POST'])
        expect(
          canonicalOriginRedirect({ method, host: '127.0.0.1:3000', pathAndQuery, publicOrigin }),
          pathAndQuery,
        ).toBeNull();
    expect(
      canonicalOriginRedirect({ method: 'GET', host: '127.0.0.1:3000', pathAndQuery: '/v1x', publicOrigin }),
    ).toEqual({ status: 308, location: 'http://localhost:3000/v1x' });
  });

  it('refuses any other method on another host with 421: a change is never replayed elsewhere', () => {
    for (const method of ['POST', 'PUT', 'DELETE'])
      expect(
        canonicalOriginRedirect({
          method,
          host: '127.0.0.1:3000',
          pathAndQuery: '/portal/actions/sign-up',
          publicOrigin,
        }),
      ).toEqual({ status: 421 });
  });
});
