import { describe, expect, it } from 'vitest';
import { sessionExpiry, sessionState, type SessionRow, type SessionState } from './session-rules';

const now = new Date('2026-03-02T10:00:00Z');
const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
const active = (expiresAt: Date, customerId = 'psu-1'): SessionRow => ({ status: 'ACTIVE', customerId, expiresAt });

const rows: [string, SessionState, SessionRow | null, string | null][] = [
  ['never seen', 'unknown', null, 'psu-1'],
  ['SCA started, not completed', 'pending', { status: 'PENDING', customerId: null, expiresAt: null }, 'psu-1'],
  ['SCA completed 59 minutes ago', 'active', active(minutes(1)), 'psu-1'],
  ['SCA completed 59 minutes ago, PSU not yet known to the caller', 'active', active(minutes(1)), null],
  ['SCA completed exactly 1 hour ago', 'expired', active(now), 'psu-1'],
  ['SCA completed 2 hours ago', 'expired', active(minutes(-60)), 'psu-1'],
  [
    'replaced by a newer session',
    'invalidated',
    { status: 'INVALIDATED', customerId: 'psu-1', expiresAt: minutes(30) },
    'psu-1',
  ],
  ['completed for another PSU', 'other-psu', active(minutes(30), 'psu-2'), 'psu-1'],
];

describe('TPP session rules', () => {
  it.each(rows)('%s → %s', (_situation, expected, row, customerId) => {
    expect(sessionState(row, customerId, now)).toBe(expected);
  });

  it('a session lasts one hour from its SCA', () => {
    expect(sessionExpiry(now).toISOString()).toBe('2026-03-02T11:00:00.000Z');
  });
});
