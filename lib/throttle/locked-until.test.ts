import { describe, expect, it } from 'vitest';
import { emailSignInLimit } from '@/lib/portal/account/portal-sign-in-limits';
import { numberSignInLimit } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { lockedUntil } from './locked-until';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute));

describe('lockedUntil (D19)', () => {
  it.each<[string, Date[], Date | null]>([
    ['no failures', [], null],
    ['4 failures: one left', [at(0), at(1), at(2), at(3)].slice(0, 4), null],
    ['5 failures: locked until the oldest is 15 minutes old', [at(0), at(1), at(2), at(3), at(4)], at(15)],
    ['6 failures: until the fifth-newest leaves the window', [at(0), at(1), at(2), at(3), at(4), at(5)], at(16)],
  ])('a number with %s', (_name, failures, expected) => {
    expect(lockedUntil(failures, numberSignInLimit)).toEqual(expected);
  });

  it('locks an e-mail as a number', () => {
    expect(emailSignInLimit).toEqual(numberSignInLimit);
  });
});
