import { attemptDelayMilliseconds } from '@/lib/throttle/attempt-delay';
import type { AttemptCounter } from '@/lib/throttle/attempt-rules';
import { lockedUntil } from '@/lib/throttle/locked-until';

/** A decided attempt: its counter rows (a slowed counter's dated at its start) and when it may be checked. */
export type AttemptDecision =
  | { kind: 'reserved'; rows: { key: string; windowStart: Date }[]; startAt: Date }
  | { kind: 'throttled'; retryAt: Date; by: 'limit' | 'slowdown' };

export type DecideAttemptInput = { counters: AttemptCounter[]; recent: Date[][]; now: Date };

/**
 * D19: identity first. A locked identity is refused; else the attempt starts after each address's newest row plus
 * the delay for the rows in its window, and is refused if that is further off than the shortest hold. `recent[i]`
 * is counter i's rows in its window, oldest first; rows in the future are attempts still waiting their turn.
 */
export function decideAttempt(input: DecideAttemptInput): AttemptDecision {
  const now = input.now.getTime();
  const times = (index: number) => input.recent[index] ?? [];
  const locked = input.counters.reduce(
    (latest, counter, index) =>
      'limit' in counter ? Math.max(latest, lockedUntil(times(index), counter.limit)?.getTime() ?? 0) : latest,
    0,
  );
  if (locked > 0) return { kind: 'throttled', retryAt: new Date(locked), by: 'limit' };
  const startAt = input.counters.reduce((latest, counter, index) => {
    if ('limit' in counter) return latest;
    const previous = times(index).at(-1)?.getTime() ?? 0;
    return Math.max(latest, previous + attemptDelayMilliseconds(counter.slowdown, times(index).length));
  }, now);
  const longestHold = Math.min(
    ...input.counters.map((counter) => ('slowdown' in counter ? counter.slowdown.longestHoldMilliseconds : Infinity)),
  );
  if (startAt - now > longestHold) return { kind: 'throttled', retryAt: new Date(startAt), by: 'slowdown' };
  // windowStart is part of the primary key: attempts within one millisecond get distinct instants.
  const rows = input.counters.map((counter, index) => ({
    key: counter.key,
    windowStart: new Date(Math.max('slowdown' in counter ? startAt : now, (times(index).at(-1)?.getTime() ?? 0) + 1)),
  }));
  return { kind: 'reserved', rows, startAt: new Date(startAt) };
}
