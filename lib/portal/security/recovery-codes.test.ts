import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeCount } from '@/lib/portal/security/recovery-codes';

describe('recovery codes (D27)', () => {
  it('are ten distinct codes of the form xxxxx-xxxxx without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it.each(['abcde-fghjk', 'ABCDE-FGHJK', 'abcdefghjk', ' abcde fghjk '])('hashes %j as typed alike', (typed) => {
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode('abcde-fghjk'));
  });

  it('hashes another code differently, and never stores the code itself', () => {
    expect(hashRecoveryCode('abcde-fghjm')).not.toBe(hashRecoveryCode('abcde-fghjk'));
    expect(hashRecoveryCode('abcde-fghjk')).not.toContain('abcde');
  });
});
