import { describe, expect, it } from 'vitest';
import { clientSignInSlowdown, numberSignInLimit } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { decideAttempt, type AttemptDecision } from './decide-attempt';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds);
/** `count` failures, one every `spacing` ms, the newest `newest` ms ago. */
const failures = (count: number, newest = 60_000, spacing = 10_000) =>
  Array.from({ length: count }, (_, index) => ago(newest + (count - 1 - index) * spacing));

/** The expected reservation: the attempt starts when the client's window does; the number's window starts now. */
const reserved = (startAt: Date): AttemptDecision => ({
  kind: 'reserved',
  startAt,
  rows: [
    { key: 'client', windowStart: startAt },
    { key: 'number', windowStart: now },
  ],
});

const throttled = (by: 'slowdown' | 'limit', retryAt: Date): AttemptDecision => ({ kind: 'throttled', by, retryAt });
/** failures(5, 60_000) lock the number until their oldest, 100 s ago, is 15 minutes old. */
const lockedUntil = new Date(ago(100_000).getTime() + 15 * 60_000);

const counters = [
  { key: 'client', slowdown: clientSignInSlowdown },
  { key: 'number', limit: numberSignInLimit },
];

describe('decideAttempt (D19: the identity locked, the address slowed)', () => {
  it.each<[string, Date[], Date[], AttemptDecision]>([
    ['a first attempt starts now', [], [], reserved(now)],
    ['9 failures from the address, long ago: no delay', failures(9), [], reserved(now)],
    ['10 failures, the newest just now: half a second after it', failures(10, 0), [], reserved(later(500))],
    [
      '25 refused numbers, the newest just now: a fresh number waits 4 s, held',
      failures(25, 0),
      [],
      reserved(later(4_000)),
    ],
    ['25 failures, the newest 10 s ago: its delay has passed', failures(25, 10_000), [], reserved(now)],
    [
      '27 failures, the newest just now: 5.3 s is longer than held',
      failures(27, 0),
      [],
      throttled('slowdown', later(5_278)),
    ],
    ['40 failures, the newest 2 s ago: 30 s more', failures(40, 2_000), [], throttled('slowdown', later(30_000))],
    [
      'an attempt waiting its turn 3 s from now: the next is queued a delay after it',
      [...failures(11, 0), later(3_000)],
      [],
      reserved(later(3_660)),
    ],
    [
      'an attempt waiting its turn 4.8 s from now: the next would wait too long',
      [...failures(11, 0), later(4_800)],
      [],
      throttled('slowdown', later(4_800 + 660)),
    ],
    ['the number failed 4 times: one more is checked', [], failures(4), reserved(now)],
    [
      'the number failed 5 times: locked until the oldest is 15 minutes old',
      [],
      failures(5, 60_000),
      throttled('limit', lockedUntil),
    ],
    [
      'a locked number is refused as locked, whatever the address',
      failures(40, 0),
      failures(5, 60_000),
      throttled('limit', lockedUntil),
    ],
  ])('%s', (_name, clientFailures, numberFailures, expected) => {
    expect(decideAttempt({ counters, recent: [clientFailures, numberFailures], now })).toEqual(expected);
  });

  it('gives attempts within one millisecond distinct instants', () => {
    const decided = decideAttempt({ counters, recent: [[now], [now]], now });
    expect(decided).toEqual({
      kind: 'reserved',
      startAt: now,
      rows: [
        { key: 'client', windowStart: later(1) },
        { key: 'number', windowStart: later(1) },
      ],
    });
  });
});
