import { describe, expect, it } from 'vitest';
import { clientSignUpSlowdown } from '@/lib/portal/account/reserve-sign-up';
import { decideAttempt, type AttemptDecision } from '@/lib/throttle/decide-attempt';
import { clientMailSlowdown, portalMailCounters } from './portal-mail-limits';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const later = (milliseconds: number) => new Date(now.getTime() + milliseconds);
/** `count` mails, one every `spacing` ms, the newest `newest` ms ago. */
const mails = (count: number, newest = 60_000, spacing = 10_000) =>
  Array.from({ length: count }, (_, index) => ago(newest + (count - 1 - index) * spacing));

const counters = portalMailCounters({ clientAddress: '198.51.100.4', email: 'new@example.com' });
const [clientKey = '', recipientKey = ''] = counters.map((counter) => counter.key);
const rows = (clientStart: Date) => [
  { key: clientKey, windowStart: clientStart },
  { key: recipientKey, windowStart: now },
];

describe('the portal mail throttle (D27: the recipient limited, D19: the client address only slowed down)', () => {
  it.each<[string, Date[], Date[], AttemptDecision]>([
    ['a first mail goes now', [], [], { kind: 'reserved', startAt: now, rows: rows(now) }],
    [
      '20 mails from the address this hour, a new recipient: sent at once (the old hard limit refused it)',
      mails(20, 60_000, 60_000),
      [],
      { kind: 'reserved', startAt: now, rows: rows(now) },
    ],
    [
      '25 mails from the address, the newest just now: a new recipient waits 4 s, held',
      mails(25, 0),
      [],
      { kind: 'reserved', startAt: later(4_000), rows: rows(later(4_000)) },
    ],
    [
      '100 mails from the address, the newest 10 minutes ago: the 5 minutes at most have passed',
      mails(100, 10 * 60_000, 1_000),
      [],
      { kind: 'reserved', startAt: now, rows: rows(now) },
    ],
    [
      '40 mails from the address, the newest 2 s ago: slowed, 30 s more, never a lock',
      mails(40, 2_000),
      [],
      { kind: 'throttled', by: 'slowdown', retryAt: later(30_000) },
    ],
    ['the recipient had 2 mails: a third goes', [], mails(2), { kind: 'reserved', startAt: now, rows: rows(now) }],
    [
      'the recipient had 3 mails: refused until the oldest is 15 minutes old',
      [],
      mails(3),
      { kind: 'throttled', by: 'limit', retryAt: new Date(ago(80_000).getTime() + 15 * 60_000) },
    ],
    [
      'the recipient had 3 mails, from a quiet address: still refused',
      [],
      mails(3, 14 * 60_000),
      { kind: 'throttled', by: 'limit', retryAt: new Date(ago(14 * 60_000 + 20_000).getTime() + 15 * 60_000) },
    ],
  ])('%s', (_name, clientMails, recipientMails, expected) => {
    expect(decideAttempt({ counters, recent: [clientMails, recipientMails], now })).toEqual(expected);
  });

  it('slows the client address as its sign-ups, the same rule', () => {
    expect(clientMailSlowdown).toBe(clientSignUpSlowdown);
  });

  it('counts the recipient by a SHA-256 of the address, never in clear', () => {
    expect(recipientKey).toMatch(/^portal-mail:email:[0-9a-f]{64}$/);
    expect(clientKey).toBe('portal-mail:client:198.51.100.4');
  });
});
