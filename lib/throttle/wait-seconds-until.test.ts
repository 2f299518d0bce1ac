import { describe, expect, it } from 'vitest';
import { longestSignInWaitMilliseconds } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { waitSecondsUntil } from './wait-seconds-until';

const now = new Date('2026-03-01T12:00:00Z');
const seconds = (offset: number) => String(now.getTime() / 1000 + offset);

describe('waitSecondsUntil (D19)', () => {
  it.each<[string, string | undefined, number | null]>([
    ['15 minutes ahead, a number locked', seconds(15 * 60), 900],
    ['a few seconds ahead, an address slowed', seconds(8), 8],
    ['one second ahead', seconds(1), 1],
    ['longer than a sign-in is ever throttled', seconds(15 * 60 + 1), null],
    ['now', seconds(0), null],
    ['the past', seconds(-60), null],
    ['no value', undefined, null],
    ['a fraction', `${seconds(60)}.5`, null],
    ['a negative number', '-1', null],
    ['text', 'soon', null],
    ['a huge number', '9'.repeat(13), null],
  ])('%s', (_name, until, expected) => {
    expect(waitSecondsUntil(until, now, longestSignInWaitMilliseconds)).toBe(expected);
  });
});
