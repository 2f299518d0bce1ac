import { describe, expect, it } from 'vitest';
import { pageName } from './psu-page-walker';

describe('pageName', () => {
  it.each([
    ['GET', '/sca/Zx81-token_value', 'GET /sca/{link}'],
    ['GET', '/sca/sign-in?sca=abc&error=unknown', 'GET /sca/sign-in'],
    ['POST', '/sca/actions/consent', 'POST /sca/actions/consent'],
    ['GET', '/sca/return/forward?sca=abc', 'GET /sca/return/forward'],
    ['GET', '/sca/ended?reason=link-used', 'GET /sca/ended'],
    ['GET', '/my-consents/revoke?consent=c1', 'GET /my-consents/revoke'],
  ])('%s %s is %s', (method, path, name) => {
    expect(pageName(method, path)).toBe(name);
  });
});
