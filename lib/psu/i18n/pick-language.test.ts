import { describe, expect, it } from 'vitest';
import { languageFromHeader, pickLanguage } from './pick-language';

describe('languageFromHeader', () => {
  it.each([
    ['nb-NO,nb;q=0.9,en;q=0.8', 'nb'],
    ['no', 'nb'],
    ['nn-NO', 'nb'],
    ['en-GB,en;q=0.9,nb;q=0.8', 'en'],
    ['en;q=0.5, nb;q=0.8', 'nb'],
    ['de-DE,de;q=0.9,nb;q=0.7,en;q=0.6', 'nb'],
    ['sv-SE, fr', null],
    ['nb;q=0, en', 'en'],
    ['*', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});

describe('pickLanguage', () => {
  it.each([
    [['nb-NO', 'en-US'], 'nb'],
    [[undefined, 'nb-NO'], 'nb'],
    [['sv', 'nb'], 'nb'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (headers, expected) => {
    expect(pickLanguage(...headers)).toBe(expected);
  });
});
