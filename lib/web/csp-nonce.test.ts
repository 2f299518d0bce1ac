import { describe, expect, it } from 'vitest';
import { cspNonce } from './csp-nonce';

describe('cspNonce', () => {
  it('reads the nonce of the policy', () => {
    expect(cspNonce("default-src 'self'; script-src 'self' 'nonce-ab+c/=' 'strict-dynamic'")).toBe('ab+c/=');
  });

  it('is undefined without a policy or a nonce', () => {
    expect(cspNonce(null)).toBeUndefined();
    expect(cspNonce("default-src 'self'")).toBeUndefined();
  });
});
