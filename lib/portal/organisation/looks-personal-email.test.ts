import { describe, expect, it } from 'vitest';
import { looksPersonalEmail } from './looks-personal-email';

describe('looksPersonalEmail (spec 14: group mailboxes are recommended)', () => {
  it.each([
    ['kari.nordmann@tpp.example', true],
    ['ola_hansen@tpp.example', true],
    ['Kari.Nordmann@TPP.example', true],
    ['psd2-ops@tpp.example', false],
    ['api.support@tpp.example', false],
    ['openbanking@tpp.example', false],
    ['tppteam@gmail.com', true],
    ['someone@outlook.com', true],
    ['drift@tpp.no', false],
  ])('%s → %s', (email, isPersonal) => {
    expect(looksPersonalEmail(email)).toBe(isPersonal);
  });
});
