import { describe, expect, it } from 'vitest';
import { portalMessagesEn } from '@/lib/portal/i18n/messages-en';
import { portalMessagesNb } from '@/lib/portal/i18n/messages-nb';
import { mailRefusalText } from './mail-refusal-text';

const now = new Date('2026-03-01T12:00:00Z');
const until = (seconds: number) => String(now.getTime() / 1000 + seconds);
const english = portalMessagesEn.account;
const norwegian = portalMessagesNb.account;

describe('mailRefusalText (D27, D19)', () => {
  it.each<[string, string | undefined, string | undefined, typeof english, string | null]>([
    ['no refusal', undefined, undefined, english, null],
    ['another value', 'sent', until(30), english, null],
    [
      'a recipient with its 3 mails',
      'throttled',
      until(14 * 60 + 5),
      english,
      'No mail was sent: this e-mail address was sent 3 mails from the portal in the last 15 minutes, the most it sends to one address. Try again in 15 minutes.',
    ],
    [
      'a slowed address',
      'slowed',
      until(32),
      english,
      'No mail was sent: many mails were asked for from your network address 198.51.100.4 in the last hour, perhaps by other people on the same network. Mails from this address are slowed down: try again in 32 seconds.',
    ],
    [
      'a slowed address in bokmål',
      'slowed',
      until(60),
      norwegian,
      'Ingen e-post ble sendt: det er bedt om mange e-poster fra nettverksadressen din 198.51.100.4 den siste timen, kanskje av andre på samme nettverk. E-poster fra denne adressen går saktere: prøv igjen om 1 minutt.',
    ],
    [
      'a recipient in bokmål',
      'throttled',
      until(1),
      norwegian,
      'Ingen e-post ble sendt: denne e-postadressen har fått 3 e-poster fra portalen de siste 15 minuttene, det meste den sender til én adresse. Prøv igjen om 1 sekund.',
    ],
    [
      'a wait already past: still said',
      'slowed',
      until(-5),
      english,
      'No mail was sent: too many mails were asked for just now. Try again later.',
    ],
    [
      'a malformed wait',
      'throttled',
      'soon',
      english,
      'No mail was sent: too many mails were asked for just now. Try again later.',
    ],
    [
      'a wait longer than the throttle ever gives',
      'throttled',
      until(16 * 60),
      english,
      'No mail was sent: too many mails were asked for just now. Try again later.',
    ],
  ])('%s', (_name, mail, untilValue, account, expected) => {
    expect(mailRefusalText({ mail, until: untilValue, clientAddress: '198.51.100.4', now, account })).toBe(expected);
  });
});
