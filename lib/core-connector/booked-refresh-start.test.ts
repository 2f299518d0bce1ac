import { describe, expect, it } from 'vitest';
import { bookedRefreshStart } from './booked-refresh-start';

// D34: booked entries are asked for from a few days before the newest one held (or the oldest pending one's date, if
// earlier), all of them when none is.
describe('bookedRefreshStart', () => {
  it.each([
    [null, undefined],
    ['2026-11-28', '2026-11-25'],
    ['2026-03-02', '2026-02-27'],
    ['2026-01-01', '2025-12-29'],
  ])('from newest %s asks from %s', (newest, expected) => {
    expect(bookedRefreshStart(newest === null ? null : new Date(`${newest}T00:00:00.000Z`))).toBe(expected);
  });

  it.each([
    ['2026-11-10', '2026-11-10'],
    ['2026-11-26', '2026-11-25'],
  ])('from newest 2026-11-28 and a pending entry of %s asks from %s', (pending, expected) => {
    const day = (value: string) => new Date(`${value}T00:00:00.000Z`);
    expect(bookedRefreshStart(day('2026-11-28'), day(pending))).toBe(expected);
  });
});
