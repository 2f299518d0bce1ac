import { describe, expect, it } from 'vitest';
import { batchHealth, type BatchRunRow } from './batch-health';

// D24, D33: the batch's line on /status, from its BatchRun rows and the configured run times (Europe/Oslo).
const times = ['06:00', '09:00', '12:00'];
// 2026-11-28 09:00 in Oslo is 08:00 UTC.
const nineOClock = new Date('2026-11-28T08:00:00Z');
const run = (finishedAt: Date | null): BatchRunRow => ({
  scheduledFor: nineOClock,
  startedAt: nineOClock,
  finishedAt,
  paymentsDone: 2,
});

describe('batchHealth', () => {
  it('is not-run where the service runs no batch', () => {
    expect(batchHealth({ isScheduled: false, times, runs: [], now: nineOClock })).toBe('not-run');
    expect(batchHealth({ isScheduled: true, times: [], runs: [], now: nineOClock })).toBe('not-run');
  });

  it('is operational within 10 minutes of a slot, and once its run finished', () => {
    const now = new Date(nineOClock.getTime() + 9 * 60_000);
    expect(batchHealth({ isScheduled: true, times, runs: [], now })).toBe('operational');
    const later = new Date(nineOClock.getTime() + 60 * 60_000);
    expect(batchHealth({ isScheduled: true, times, runs: [run(later)], now: later })).toBe('operational');
  });

  it('is delayed when the latest due slot has no finished run 10 minutes after its time', () => {
    const later = new Date(nineOClock.getTime() + 11 * 60_000);
    expect(batchHealth({ isScheduled: true, times, runs: [], now: later })).toBe('delayed');
    expect(batchHealth({ isScheduled: true, times, runs: [run(null)], now: later })).toBe('delayed');
  });
});
