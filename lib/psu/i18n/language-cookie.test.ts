import { describe, expect, it } from 'vitest';
import { languageCookieHeader, languageFromCookie } from './language-cookie';

describe('the language cookie', () => {
  it.each([
    ['nb', 'nb'],
    ['en', 'en'],
    ['de', null],
    ['NB', null],
    ['nb; Path=/', null],
    [undefined, null],
  ] as const)('%j reads as %s', (value, expected) => {
    expect(languageFromCookie(value)).toBe(expected);
  });

  it('is httpOnly, SameSite=Lax and kept for a year', () => {
    expect(languageCookieHeader('nb')).toBe('nordbank-language=nb; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax');
  });
});
