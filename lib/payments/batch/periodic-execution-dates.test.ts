import { describe, expect, it } from 'vitest';
import {
  firstScheduledDate,
  lastScheduledDate,
  periodicExecutionDates,
  type PeriodicSchedule,
} from './periodic-execution-dates';

const schedule = (overrides: Partial<PeriodicSchedule>): PeriodicSchedule => ({
  startDate: '2026-01-15',
  endDate: null,
  frequency: 'Monthly',
  dayOfExecution: null,
  executionRule: null,
  monthsOfExecution: [],
  ...overrides,
});

describe('periodicExecutionDates', () => {
  it.each([
    ['Monthly on the start day', {}, '2026-03-15', ['2026-03-15']],
    ['Monthly, not another day', {}, '2026-03-16', []],
    ['not before startDate', {}, '2026-01-14', []],
    ['not after endDate', { endDate: '2026-02-28' }, '2026-03-15', []],
    ['endDate included', { endDate: '2026-03-15' }, '2026-03-15', ['2026-03-15']],
    ['dayOfExecution 31 is ultimo', { dayOfExecution: '31' }, '2026-02-28', ['2026-02-28']],
    [
      'dayOfExecution 30 in February is its last day',
      { dayOfExecution: '30', startDate: '2028-01-01' },
      '2028-02-29',
      ['2028-02-29'],
    ],
    ['dayOfExecution before the start day: first in the next month', { dayOfExecution: '5' }, '2026-01-05', []],
    ['EveryTwoMonths skips a month', { frequency: 'EveryTwoMonths' }, '2026-02-16', []],
    ['EveryTwoMonths', { frequency: 'EveryTwoMonths' }, '2026-05-15', ['2026-05-15']],
    ['Quarterly', { frequency: 'Quarterly' }, '2026-04-15', ['2026-04-15']],
    ['Quarterly, not in between', { frequency: 'Quarterly' }, '2026-03-16', []],
    ['SemiAnnual', { frequency: 'SemiAnnual' }, '2026-07-15', ['2026-07-15']],
    ['Annual', { frequency: 'Annual' }, '2027-01-15', ['2027-01-15']],
    ['Annual, not a month later', { frequency: 'Annual' }, '2026-02-16', []],
    ['Weekly', { frequency: 'Weekly' }, '2026-01-22', ['2026-01-22']],
    ['EveryTwoWeeks', { frequency: 'EveryTwoWeeks' }, '2026-01-29', ['2026-01-29']],
    ['EveryTwoWeeks, not the week between', { frequency: 'EveryTwoWeeks' }, '2026-01-22', []],
    [
      'MonthlyVariable in a listed month',
      { frequency: 'MonthlyVariable', monthsOfExecution: ['1', '4', '10'] },
      '2026-04-15',
      ['2026-04-15'],
    ],
    [
      'MonthlyVariable not in another month',
      { frequency: 'MonthlyVariable', monthsOfExecution: ['1', '4', '10'] },
      '2026-05-15',
      [],
    ],
    ['an unknown frequency never', { frequency: 'Hourly' }, '2026-01-15', []],
    // 2026-02-15 is a Sunday.
    ['a Sunday without executionRule stays', {}, '2026-02-15', ['2026-02-15']],
    ['following: Sunday to Monday', { executionRule: 'following' }, '2026-02-16', ['2026-02-15']],
    ['following: not on the Sunday', { executionRule: 'following' }, '2026-02-15', []],
    ['preceding: Sunday to Friday', { executionRule: 'preceding' }, '2026-02-13', ['2026-02-15']],
    [
      'Daily following: the weekend lands on Monday',
      { frequency: 'Daily', executionRule: 'following' },
      '2026-01-19',
      ['2026-01-17', '2026-01-18', '2026-01-19'],
    ],
  ] as const)('%s', (_name, overrides, day, expected) => {
    expect(periodicExecutionDates(schedule(overrides as Partial<PeriodicSchedule>), day)).toEqual(expected);
  });

  // A run catching up the days from `from` (D24): every date whose execution day is in the range, oldest first.
  it.each([
    [
      'Daily over a weekend without a rule',
      { frequency: 'Daily' },
      '2026-01-16',
      '2026-01-19',
      ['2026-01-16', '2026-01-17', '2026-01-18', '2026-01-19'],
    ],
    [
      'Daily over a weekend, following',
      { frequency: 'Daily', executionRule: 'following' },
      '2026-01-16',
      '2026-01-19',
      ['2026-01-16', '2026-01-17', '2026-01-18', '2026-01-19'],
    ],
    [
      'Daily, following: a weekend date moved past the range is not yet due',
      { frequency: 'Daily', executionRule: 'following' },
      '2026-01-15',
      '2026-01-17',
      ['2026-01-15', '2026-01-16'],
    ],
    [
      'preceding: a Sunday date already due on the Friday',
      { executionRule: 'preceding' },
      '2026-02-11',
      '2026-02-13',
      ['2026-02-15'],
    ],
    ['Monthly: the one date in the range', {}, '2026-03-10', '2026-03-20', ['2026-03-15']],
    [
      'not before startDate',
      { frequency: 'Weekly' },
      '2026-01-01',
      '2026-01-29',
      ['2026-01-15', '2026-01-22', '2026-01-29'],
    ],
    ['not after endDate', { frequency: 'Weekly', endDate: '2026-01-22' }, '2026-01-16', '2026-01-30', ['2026-01-22']],
    ['from the day itself: that day only', { frequency: 'Daily' }, '2026-01-20', '2026-01-20', ['2026-01-20']],
  ] as const)('from: %s', (_name, overrides, from, day, expected) => {
    expect(periodicExecutionDates(schedule(overrides as Partial<PeriodicSchedule>), day, from)).toEqual(expected);
  });
});

describe('firstScheduledDate and lastScheduledDate (what the approval page shows as first and last payment, D23)', () => {
  it.each([
    ['Monthly on the start day', {}, '2026-01-15', null],
    ['Monthly with endDate between two dates', { endDate: '2026-04-20' }, '2026-01-15', '2026-04-15'],
    [
      'dayOfExecution before the start day: the next month',
      { dayOfExecution: '5', endDate: '2026-06-30' },
      '2026-02-05',
      '2026-06-05',
    ],
    [
      'dayOfExecution 31: the last day of each month',
      { dayOfExecution: '31', endDate: '2026-02-27' },
      '2026-01-31',
      '2026-01-31',
    ],
    [
      'MonthlyVariable: the first listed month',
      { frequency: 'MonthlyVariable', monthsOfExecution: ['10', '4'], endDate: '2027-06-01' },
      '2026-04-15',
      '2027-04-15',
    ],
    [
      'Annual, the start day passed: a year on',
      { frequency: 'Annual', dayOfExecution: '1', endDate: '2029-12-31' },
      '2027-01-01',
      '2029-01-01',
    ],
    ['Weekly', { frequency: 'Weekly', endDate: '2026-02-10' }, '2026-01-15', '2026-02-05'],
    ['no date between startDate and endDate', { dayOfExecution: '5', endDate: '2026-02-04' }, null, null],
    [
      'MonthlyVariable without a month in the period',
      { frequency: 'MonthlyVariable', monthsOfExecution: ['6'], endDate: '2026-05-31' },
      null,
      null,
    ],
  ] as const)('%s', (_name, overrides, first, last) => {
    const planned = schedule(overrides as Partial<PeriodicSchedule>);
    expect([firstScheduledDate(planned), lastScheduledDate(planned)]).toEqual([first, last]);
  });
});

describe('firstScheduledDate from the first day a batch run can still reach (an approval after startDate, D23, D24)', () => {
  it.each([
    ["reachable from before startDate: the schedule's own first date", {}, '2026-01-10', '2026-01-15'],
    ['reachable from the first date itself: it', {}, '2026-01-15', '2026-01-15'],
    ['the first date passed: the next month', {}, '2026-01-16', '2026-02-15'],
    ['several dates passed: the next one', { dayOfExecution: '5' }, '2026-04-06', '2026-05-05'],
    ['Daily: the reachable day itself', { frequency: 'Daily' }, '2026-03-03', '2026-03-03'],
    ['Weekly: the next week day of the schedule', { frequency: 'Weekly' }, '2026-01-23', '2026-01-29'],
    // 2026-02-15 is a Sunday: following executes it on Monday 16th, preceding on Friday 13th.
    [
      'following: a Sunday date executes on the Monday still reached',
      { executionRule: 'following' },
      '2026-02-16',
      '2026-02-15',
    ],
    [
      'preceding: a Sunday date executed on the Friday before is passed',
      { executionRule: 'preceding' },
      '2026-02-14',
      '2026-03-15',
    ],
    ['no rule: a Sunday date executes that Sunday', {}, '2026-02-15', '2026-02-15'],
    ['the last date reached', { endDate: '2026-03-20' }, '2026-03-15', '2026-03-15'],
    ['every date passed before endDate: none', { endDate: '2026-03-20' }, '2026-03-16', null],
    [
      'every date passed, the last moved past endDate by following: none once that day passed',
      { endDate: '2026-02-15', executionRule: 'following' },
      '2026-02-17',
      null,
    ],
    ['until further notice: always a next date', { frequency: 'Annual' }, '2030-06-01', '2031-01-15'],
  ] as const)('%s', (_name, overrides, reachableFrom, expected) => {
    expect(firstScheduledDate(schedule(overrides as Partial<PeriodicSchedule>), reachableFrom)).toBe(expected);
  });
});
