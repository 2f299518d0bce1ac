import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { checkTotpCode } from '@/lib/portal/security/check-totp-code';

// RFC 6238 appendix B's SHA-1 seed "12345678901234567890", base32.
const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);
const codeAt = (seconds: number) => generateSync({ secret, epoch: seconds });

describe('checkTotpCode (D27)', () => {
  it.each([
    // RFC 6238 appendix B, SHA-1, the last 6 of the 8 digits.
    { seconds: 59, code: '287082', step: 1 },
    { seconds: 1111111109, code: '081804', step: 37037036 },
    { seconds: 1234567890, code: '005924', step: 41152263 },
  ])('accepts the RFC vector at $seconds s as step $step', ({ seconds, code, step }) => {
    expect(checkTotpCode({ secret, code, now: at(seconds), lastStep: null })).toEqual({ kind: 'valid', step });
  });

  it.each([
    { name: 'a code one step old', code: codeAt(1_800_000_000 - 30), kind: 'valid' },
    { name: 'a code one step ahead', code: codeAt(1_800_000_000 + 30), kind: 'valid' },
    { name: 'a code two steps old', code: codeAt(1_800_000_000 - 60), kind: 'invalid' },
    { name: 'letters', code: 'abcdef', kind: 'invalid' },
    { name: 'five digits', code: '12345', kind: 'invalid' },
  ])('$name is $kind', ({ code, kind }) => {
    expect(checkTotpCode({ secret, code, now: at(1_800_000_000), lastStep: null }).kind).toBe(kind);
  });

  it('refuses a code of the step already used, and of an earlier one, as replayed', () => {
    const now = at(1_800_000_010);
    const first = checkTotpCode({ secret, code: codeAt(1_800_000_010), now, lastStep: null });
    expect(first.kind).toBe('valid');
    const step = first.kind === 'valid' ? first.step : 0;
    expect(checkTotpCode({ secret, code: codeAt(1_800_000_010), now, lastStep: step }).kind).toBe('replayed');
    expect(checkTotpCode({ secret, code: codeAt(1_800_000_010 - 30), now, lastStep: step }).kind).toBe('replayed');
    expect(checkTotpCode({ secret, code: codeAt(1_800_000_010 + 30), now, lastStep: step }).kind).toBe('valid');
  });

  it('ignores spaces inside a typed code', () => {
    const code = codeAt(1_800_000_000);
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect(checkTotpCode({ secret, code: spaced, now: at(1_800_000_000), lastStep: null }).kind).toBe('valid');
  });
});
