import { describe, expect, it } from 'vitest';
import { clientPortalSignInSlowdown } from '@/lib/portal/account/portal-sign-in-limits';
import { clientSignUpSlowdown } from '@/lib/portal/account/reserve-sign-up';
import { clientSignInSlowdown } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { attemptDelayMilliseconds } from './attempt-delay';

describe('attemptDelayMilliseconds (D19)', () => {
  it.each<[string, number, number]>([
    ['no failures', 0, 0],
    ['9 failures, an office with typos', 9, 0],
    ['the 10th failure starts the slowdown', 10, 500],
    ['11', 11, 574],
    ['15: doubled', 15, 1_000],
    ['20', 20, 2_000],
    ['25: the acceptance case, within the 5 seconds held', 25, 4_000],
    ['26: still held', 26, 4_595],
    ['27: longer than held, answered', 27, 5_278],
    ['30', 30, 8_000],
    ['40', 40, 32_000],
    ['50', 50, 128_000],
    ['55', 55, 256_000],
    ['57: at most 5 minutes', 57, 300_000],
    ['1000', 1000, 300_000],
  ])('PSU sign-in, %s', (_name, failures, expected) => {
    expect(attemptDelayMilliseconds(clientSignInSlowdown, failures)).toBe(expected);
  });

  it('grows and never shrinks with the failures, and a delay of 25 failures is held on the server', () => {
    const delays = Array.from({ length: 200 }, (_, failures) =>
      attemptDelayMilliseconds(clientSignInSlowdown, failures),
    );
    expect(delays.every((delay, index) => index === 0 || delay >= (delays[index - 1] ?? 0))).toBe(true);
    expect(attemptDelayMilliseconds(clientSignInSlowdown, 25)).toBeLessThanOrEqual(
      clientSignInSlowdown.longestHoldMilliseconds,
    );
  });

  it('slows the portal sign-in and sign-up as the PSU sign-in', () => {
    expect(clientPortalSignInSlowdown).toEqual(clientSignInSlowdown);
    expect(clientSignUpSlowdown).toEqual(clientSignInSlowdown);
  });
});
