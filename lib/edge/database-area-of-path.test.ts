import { describe, expect, it } from 'vitest';
import { databaseAreaOfPath } from './database-area-of-path';

describe('databaseAreaOfPath', () => {
  it.each([
    ['/v1/accounts', 'xs2a'],
    ['/v1/payments/sepa-credit-transfers?x=1', 'xs2a'],
    ['/sca/actions/payment', 'psu'],
    ['/my-consents', 'psu'],
    ['/', 'psu'],
    ['/portal', 'portal'],
    ['/portal/api/requests?limit=5', 'portal'],
    ['/api/auth/callback/credentials', 'portal'],
    ['/status', 'portal'],
    ['/support', 'portal'],
    ['/portals', 'psu'],
    ['/readyz', 'background'],
    ['/metrics', 'background'],
  ] as const)('%s is served by the %s pool', (path, area) => {
    expect(databaseAreaOfPath(path)).toBe(area);
  });
});
