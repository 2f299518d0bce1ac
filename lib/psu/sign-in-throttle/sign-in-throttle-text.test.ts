import { describe, expect, it } from 'vitest';
import { messagesEn } from '@/lib/psu/i18n/messages-en';
import { messagesNb } from '@/lib/psu/i18n/messages-nb';
import { signInThrottleText } from './sign-in-throttle-text';

const now = new Date('2026-03-01T12:00:00Z');
const until = (seconds: number) => String(now.getTime() / 1000 + seconds);

describe('signInThrottleText (D19)', () => {
  it.each<[string, string | undefined, string | undefined, typeof messagesEn, string | null]>([
    [
      'a locked number',
      'throttled',
      until(14 * 60 + 1),
      messagesEn,
      'Too many failed sign-ins with this number. For your security, sign-in with it is paused: try again in 15 minutes.',
    ],
    [
      'a slowed address names it',
      'slowed',
      until(12),
      messagesEn,
      "Many sign-ins from your network address 192.0.2.4 have failed, perhaps other people's on the same network. For your security, sign-ins from this address are slowed down: try again in 12 seconds.",
    ],
    [
      'a slowed address in bokmål',
      'slowed',
      until(1),
      messagesNb,
      'Mange innlogginger fra nettverksadressen din 192.0.2.4 har mislyktes, kanskje andres på samme nettverk. Av sikkerhetshensyn går innlogginger fra denne adressen saktere: prøv igjen om 1 sekund.',
    ],
    ['a wait already over', 'slowed', until(0), messagesEn, null],
    ['another error', 'unknown', until(60), messagesEn, null],
    ['no error', undefined, undefined, messagesEn, null],
  ])('%s', (_name, error, waitUntil, messages, expected) => {
    expect(signInThrottleText({ error, until: waitUntil, now, messages, clientAddress: '192.0.2.4' })).toBe(expected);
  });
});
