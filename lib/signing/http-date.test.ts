import { describe, expect, it } from 'vitest';
import { isWithinSkew, parseHttpDate } from './http-date';

const sunday = '1994-11-06T08:49:37.000Z';

describe('parseHttpDate', () => {
  it.each([
    ['IMF-fixdate', 'Sun, 06 Nov 1994 08:49:37 GMT', sunday],
    ['an unpadded day', 'Sun, 6 Nov 1994 08:49:37 GMT', sunday],
    ['+0000 instead of GMT', 'Sun, 06 Nov 1994 08:49:37 +0000', sunday],
    ['-0000', 'Sun, 06 Nov 1994 08:49:37 -0000', sunday],
    ['UTC', 'Sun, 06 Nov 1994 08:49:37 UTC', sunday],
    ['a numeric offset, applied', 'Sun, 06 Nov 1994 09:49:37 +0100', sunday],
    ['a negative offset across midnight', 'Sat, 05 Nov 1994 23:19:37 -0930', sunday],
    ['no weekday', '06 Nov 1994 08:49:37 GMT', sunday],
    ['lower-case names', 'sun, 06 nov 1994 08:49:37 gmt', sunday],
    ['no space before +0000', 'Sun, 06 Nov 1994 08:49:37+0000', sunday],
    ['RFC 850', 'Sunday, 06-Nov-94 08:49:37 GMT', sunday],
    ['RFC 850 in this century', 'Thursday, 05-Mar-26 12:00:00 GMT', '2026-03-05T12:00:00.000Z'],
    ['asctime', 'Sun Nov  6 08:49:37 1994', sunday],
    ['asctime with a padded day', 'Sun Nov 06 08:49:37 1994', sunday],
    ['surrounding spaces', '  Sun, 06 Nov 1994 08:49:37 GMT ', sunday],
    ['the draft-cavage Date', 'Sun, 05 Jan 2014 21:31:40 GMT', '2014-01-05T21:31:40.000Z'],
    ['29 February in a leap year', 'Thu, 29 Feb 2024 00:00:00 GMT', '2024-02-29T00:00:00.000Z'],
  ])('parses %s', (_name, value, expected) => {
    expect(parseHttpDate(value)?.toISOString()).toBe(expected);
  });

  it.each([
    ['an empty value', ''],
    ['ISO 8601', '1994-11-06T08:49:37Z'],
    ['epoch seconds', '784111777'],
    ['no zone', 'Sun, 06 Nov 1994 08:49:37'],
    ['an unknown zone', 'Sun, 06 Nov 1994 08:49:37 CET'],
    ['an unknown weekday', 'Funday, 06 Nov 1994 08:49:37 GMT'],
    ['an unknown month', 'Sun, 06 Foo 1994 08:49:37 GMT'],
    ['31 November', 'Thu, 31 Nov 1994 08:49:37 GMT'],
    ['29 February in a common year', 'Thu, 29 Feb 2023 08:49:37 GMT'],
    ['day 0', 'Sun, 0 Nov 1994 08:49:37 GMT'],
    ['hour 24', 'Sun, 06 Nov 1994 24:00:00 GMT'],
    ['minute 60', 'Sun, 06 Nov 1994 08:60:00 GMT'],
    ['second 60', 'Sun, 06 Nov 1994 08:49:60 GMT'],
    ['an offset of +2400', 'Sun, 06 Nov 1994 08:49:37 +2400'],
    ['a three-digit year', 'Sun, 06 Nov 994 08:49:37 GMT'],
    ['asctime with a bad weekday', 'Xyz Nov  6 08:49:37 1994'],
  ])('refuses %s', (_name, value) => {
    expect(parseHttpDate(value)).toBeNull();
  });
});

describe('isWithinSkew', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it.each([
    [0, true],
    [60, true],
    [-60, true],
    [61, false],
    [-61, false],
  ])('%s s away with 60 s allowed: %s', (seconds, expected) => {
    expect(isWithinSkew(new Date(now.getTime() + seconds * 1000), now, 60)).toBe(expected);
  });
});

describe('isWithinSkew at the edges of the window, where the server clock has milliseconds and a Date header none', () => {
  const date = new Date('2026-03-01T12:00:00Z');
  it.each([
    ['the Date reads 60 s behind, the clock 60.9 s', 60_900, true],
    ['the Date reads 61 s behind, the clock 61.0 s', 61_000, false],
    ['the Date reads 60 s ahead, the clock 59.1 s', -59_900, true],
    ['the Date reads 61 s ahead, the clock 60.1 s', -60_900, false],
  ])('%s: %s', (_name, clockMinusDate, expected) => {
    expect(isWithinSkew(date, new Date(date.getTime() + clockMinusDate), 60)).toBe(expected);
  });
});
