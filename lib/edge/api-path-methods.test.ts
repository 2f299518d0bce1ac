import { describe, expect, it } from 'vitest';
import { apiPathMethods } from './api-path-methods';

describe('apiPathMethods', () => {
  it.each([
    ['/v1/consents', ['POST']],
    ['/v1/consents/abc', ['GET', 'DELETE']],
    ['/v1/consents/abc/authorisations', ['GET']],
    ['/v1/%63onsents/abc/status', ['GET']],
    ['/v1/accounts', ['GET']],
    ['/v1/payments/sepa-credit-transfers', ['POST']],
    ['/v1/payments/sepa-credit-transfers/p1', ['GET', 'DELETE']],
    ['/v1/payments/sepa-credit-transfers/p1/authorisations', ['GET', 'POST']],
    ['/v1/signing-baskets/b1', ['GET', 'DELETE']],
    ['/v1/sandbox/customers', ['GET', 'POST']],
    ['/v1/periodic-payments/x/p1/status', ['GET']],
  ])('%s offers %j', (path, methods) => {
    expect(apiPathMethods(path)).toEqual(methods);
  });

  // D1: under a first segment that is no payment service, the payment routes answer 404 like the catch-all.
  it.each([
    '/v1',
    '/v1/unknown',
    '/v1/unknown/thing',
    '/v1/consents/abc/other',
    '/v1/a/b/c/d/e/f',
    '/v1/consents/abc/authorisations/x/y',
  ])('%s is no resource', (path) => {
    expect(apiPathMethods(path)).toBeNull();
  });
});
