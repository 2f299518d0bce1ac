import { describe, expect, it, vi } from 'vitest';
import { openTotpSecret, sealTotpSecret } from '@/lib/portal/security/totp-secret-box';

vi.mock('@/lib/env', () => ({ env: { NEXTAUTH_SECRET: 'unit-test-nextauth-secret-0123456789abcdef' } }));

describe('the TOTP secret at rest (D27)', () => {
  it('is sealed, not in clear, and opens only for its own developer', () => {
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXP', 'developer-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 'developer-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 'developer-2')).toBeNull();
    expect(openTotpSecret(`${sealed.slice(0, -2)}AA`, 'developer-1')).toBeNull();
  });
});
