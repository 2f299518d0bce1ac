import { describe, expect, it } from 'vitest';
import { createHeldPendingDates } from './create-held-pending-dates';

// D34: a refresh skips the query for the oldest pending date only while the rows are those its last write left.
describe('createHeldPendingDates', () => {
  const day = new Date('2026-11-20T00:00:00.000Z');

  it('tells the date, or that there is none, only under the digest it was written with', () => {
    const dates = createHeldPendingDates(10);
    dates.remember('account:a', 'digest-1', day);
    dates.remember('account:b', 'digest-2', null);
    expect(dates.recall('account:a', 'digest-1')).toEqual(day);
    expect(dates.recall('account:b', 'digest-2')).toBeNull();
    // Written since by another instance, or cleared by an import: the table must be asked.
    expect(dates.recall('account:a', 'digest-3')).toBeUndefined();
    expect(dates.recall('account:a', null)).toBeUndefined();
    expect(dates.recall('account:c', 'digest-1')).toBeUndefined();
  });

  it('keeps the latest write of an account', () => {
    const dates = createHeldPendingDates(10);
    dates.remember('account:a', 'digest-1', day);
    dates.remember('account:a', 'digest-2', null);
    expect(dates.recall('account:a', 'digest-1')).toBeUndefined();
    expect(dates.recall('account:a', 'digest-2')).toBeNull();
  });

  it('forgets the least recently used account beyond its capacity', () => {
    const dates = createHeldPendingDates(2);
    dates.remember('account:a', 'digest-a', day);
    dates.remember('account:b', 'digest-b', day);
    expect(dates.recall('account:a', 'digest-a')).toEqual(day);
    dates.remember('account:c', 'digest-c', day);
    expect(dates.recall('account:b', 'digest-b')).toBeUndefined();
    expect(dates.recall('account:a', 'digest-a')).toEqual(day);
    expect(dates.recall('account:c', 'digest-c')).toEqual(day);
  });
});
