import { describe, expect, it } from 'vitest';
import { sessionWarningDelay } from './session-warning-delay';

const now = new Date('2026-11-28T10:00:00.000Z');
const after = (milliseconds: number) => new Date(now.getTime() + milliseconds);

describe('sessionWarningDelay', () => {
  it.each([
    ['a fresh 15-minute session: after 14 minutes', 15 * 60_000, 14 * 60],
    ['90.9 seconds left: after 30 seconds (whole seconds, never late)', 90_900, 30],
    ['exactly a minute left: at once', 60_000, 0],
    ['less than a minute left: at once', 20_000, 0],
    ['already ended: at once', -5_000, 0],
  ])('%s', (_name, left, expected) => {
    expect(sessionWarningDelay(after(left), now)).toBe(expected);
  });
});
