import { describe, expect, it } from 'vitest';
import { signInWaitMinutes } from './sign-in-wait';

const now = new Date('2026-03-01T12:00:00Z');
const seconds = (offset: number) => String(now.getTime() / 1000 + offset);

describe('signInWaitMinutes (D19)', () => {
  it.each<[string, string | undefined, number | null]>([
    ['15 minutes ahead', seconds(15 * 60), 15],
    ['a part of a minute, rounded up', seconds(61), 2],
    ['one second ahead', seconds(1), 1],
    ['the longest wait, an hour', seconds(60 * 60), 60],
    ['longer than the bank ever waits', seconds(60 * 60 + 1), null],
    ['now', seconds(0), null],
    ['the past', seconds(-60), null],
    ['no value', undefined, null],
    ['a fraction', `${seconds(60)}.5`, null],
    ['a negative number', '-1', null],
    ['text', 'soon', null],
    ['a huge number', '9'.repeat(13), null],
  ])('%s', (_name, until, expected) => {
    expect(signInWaitMinutes(until, now)).toBe(expected);
  });
});
