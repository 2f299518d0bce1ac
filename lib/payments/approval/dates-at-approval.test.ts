import { describe, expect, it } from 'vitest';
import type { PeriodicSchedule } from '@/lib/payments/batch/periodic-execution-dates';
import { isExecutionDatePassed, scheduleAtApproval } from './dates-at-approval';

// D23, D24: what an approval at a moment would pay, with the default runs (18:00 Oslo, 17:00 UTC in winter, the last).
const batchTimes = ['06:00', '09:00', '12:00', '15:00', '18:00'];
const at = (now: string) => ({ now: new Date(now), batchTimes });
const monthly: PeriodicSchedule = {
  startDate: '2026-11-05',
  endDate: '2027-01-31',
  frequency: 'Monthly',
  dayOfExecution: null,
  executionRule: null,
  monthsOfExecution: [],
};

describe('scheduleAtApproval', () => {
  it.each([
    ['approved before startDate: the schedule as planned', monthly, '2026-11-01T12:00:00Z', '2026-11-05', false],
    ['approved on the first date before the last run: that date', monthly, '2026-11-05T16:59:00Z', '2026-11-05', false],
    [
      'approved on the first date after the last run: the next date',
      monthly,
      '2026-11-05T17:30:00Z',
      '2026-12-05',
      true,
    ],
    ['approved days after startDate: the next date', monthly, '2026-11-20T08:00:00Z', '2026-12-05', true],
    ['approved after the last date: none', monthly, '2027-01-06T08:00:00Z', null, true],
    ['approved on the last date after the last run: none', monthly, '2027-01-05T17:00:00Z', null, true],
  ] as const)('%s', (_name, planned, now, first, hasPassedDates) => {
    expect(scheduleAtApproval(planned, at(now))).toMatchObject({
      firstPaymentDate: first,
      lastPaymentDate: '2027-01-05',
      hasPassedDates,
    });
  });

  it('a schedule without dates at all has none, without dates that passed', () => {
    expect(
      scheduleAtApproval({ ...monthly, dayOfExecution: '1', endDate: '2026-11-30' }, at('2026-11-01T12:00:00Z')),
    ).toMatchObject({ firstPaymentDate: null, lastPaymentDate: null, hasPassedDates: false, paymentCount: 0 });
  });

  it.each([
    ['every date ahead: all three', '2026-11-01T12:00:00Z', 3],
    ['the first date passed: the two left', '2026-11-20T08:00:00Z', 2],
    ['every date passed: none', '2027-01-06T08:00:00Z', 0],
  ] as const)('counts the payments an approval makes: %s', (_name, now, count) => {
    expect(scheduleAtApproval(monthly, at(now)).paymentCount).toBe(count);
  });

  it('counts a weekly schedule by its own dates', () => {
    const weekly = { ...monthly, frequency: 'Weekly', startDate: '2026-12-01', endDate: '2026-12-31' };
    expect(scheduleAtApproval(weekly, at('2026-11-01T12:00:00Z')).paymentCount).toBe(5);
  });

  it('has no count without an endDate: until cancelled', () => {
    expect(scheduleAtApproval({ ...monthly, endDate: null }, at('2026-11-01T12:00:00Z')).paymentCount).toBeNull();
  });
});

describe('isExecutionDatePassed', () => {
  const credit = { product: 'norwegian-domestic-credit-transfers' };
  const instant = { product: 'instant-norwegian-domestic-credit-transfers-straks' };
  it.each([
    ['no date: as soon as possible, never passed', credit, null, '2026-11-26T20:00:00Z', false],
    ['a later day', credit, '2026-11-27', '2026-11-26T20:00:00Z', false],
    ['today before the last run', credit, '2026-11-26', '2026-11-26T16:00:00Z', false],
    ['today after the last run: passed', credit, '2026-11-26', '2026-11-26T17:00:00Z', true],
    ['a day before today: passed', credit, '2026-11-25', '2026-11-26T08:00:00Z', true],
    [
      'instant, today after the last run: executed at approval, not passed',
      instant,
      '2026-11-26',
      '2026-11-26T20:00:00Z',
      false,
    ],
    ['instant, a day before today: passed', instant, '2026-11-25', '2026-11-26T08:00:00Z', true],
  ] as const)('%s', (_name, payment, requestedExecutionDate, now, expected) => {
    expect(isExecutionDatePassed({ ...payment, requestedExecutionDate }, at(now))).toBe(expected);
  });
});
