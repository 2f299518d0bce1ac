import { describe, expect, it } from 'vitest';
import { portalMessagesEn } from '@/lib/portal/i18n/messages-en';
import { portalMessagesNb } from '@/lib/portal/i18n/messages-nb';
import { signInRefusalText } from './sign-in-refusal-text';
import { signInTexts } from './sign-in-texts';

const english = signInTexts(portalMessagesEn, '198.51.100.4');
const norwegian = signInTexts(portalMessagesNb, '2001:db8:1000:1::/64');

describe('signInRefusalText (D19, D27)', () => {
  it.each<[string, string | null, typeof english, string]>([
    ['wrong credentials', 'CredentialsSignin', english, 'The e-mail or password is wrong.'],
    ['no error', null, english, 'The e-mail or password is wrong.'],
    [
      'a locked e-mail',
      'throttled:871',
      english,
      'Too many failed sign-ins with this e-mail address. Sign-in with it is paused: try again in 15 minutes.',
    ],
    [
      'a locked e-mail, under a minute left',
      'throttled:20',
      english,
      'Too many failed sign-ins with this e-mail address. Sign-in with it is paused: try again in 1 minute.',
    ],
    [
      'a slowed address',
      'slowed:32',
      english,
      "Many sign-ins from your network address 198.51.100.4 have failed, perhaps other people's on the same network. Sign-ins from this address are slowed down: try again in 32 seconds.",
    ],
    [
      'a slowed address, minutes',
      'slowed:300',
      english,
      "Many sign-ins from your network address 198.51.100.4 have failed, perhaps other people's on the same network. Sign-ins from this address are slowed down: try again in 5 minutes.",
    ],
    [
      'a slowed IPv6 network in bokmål',
      'slowed:60',
      norwegian,
      'Mange innlogginger fra nettverksadressen din 2001:db8:1000:1::/64 har mislyktes, kanskje andres på samme nettverk. Innlogginger fra denne adressen går saktere: prøv igjen om 1 minutt.',
    ],
    ['a malformed wait', 'slowed:soon', english, 'The e-mail or password is wrong.'],
  ])('%s', (_name, error, texts, expected) => {
    expect(signInRefusalText(error, texts)).toBe(expected);
  });
});
