import { describe, expect, it } from 'vitest';
import { findUnsupportedCharacter, isSupportedCodePoint, isValidUtf8 } from './character-set';

describe('isSupportedCodePoint', () => {
  it.each([
    ['A', true],
    [' ', true],
    ['~', true],
    ['æ', true],
    ['Ø', true],
    ['å', true],
    ['ÿ', true],
    ['\u00a0', true],
    ['§', true],
    ['–', true],
    ['—', true],
    ['‘', true],
    ['’', true],
    ['“', true],
    ['”', true],
    ['„', true],
    ['€', true],
    ['…', true],
    ['\t', false],
    ['\n', false],
    ['\r', false],
    ['\u0000', false],
    ['\u007f', false],
    ['\u0085', false],
    ['Š', false],
    ['Œ', false],
    ['ł', false],
    ['Ω', false],
    ['中', false],
    ['\u200b', false],
    ['\ufeff', false],
    ['😀', false],
  ])('%j → %s', (character, expected) => {
    expect(isSupportedCodePoint(character.codePointAt(0) ?? -1)).toBe(expected);
  });
});

describe('findUnsupportedCharacter', () => {
  it.each([
    ['plain string', 'Ærlig Østlandsk Åpen – “sitat” … 100 €'],
    [
      'payment',
      {
        creditorName: 'Blåbær AS',
        instructedAmount: { currency: 'NOK', amount: '12.50' },
        batchBookingPreferred: true,
      },
    ],
    ['numbers, booleans and null', { a: 1, b: false, c: null, d: [1.5, null] }],
    ['empty values', { a: '', b: [], c: {} }],
    ['not JSON text at all', 42],
  ])('null for a %s', (_label, value) => {
    expect(findUnsupportedCharacter(value)).toBeNull();
  });

  it.each([
    ['😀', '', '😀', 'U+1F600'],
    [{ creditorName: 'Pizza 🍕 AS' }, 'creditorName', '🍕', 'U+1F355'],
    [{ instructedAmount: { currency: 'NOK\u200b' } }, 'instructedAmount.currency', '\u200b', 'U+200B'],
    [
      { payments: [{ creditorName: 'a' }, { creditorName: 'b' }, { creditorName: 'Łódź' }] },
      'payments[2].creditorName',
      'Ł',
      'U+0141',
    ],
    [{ remittanceInformationUnstructured: 'line 1\nline 2' }, 'remittanceInformationUnstructured', '\n', 'U+000A'],
    [{ 'creditor😀Name': 'x' }, 'creditor😀Name', '😀', 'U+1F600'],
    [[{ iban: 'NO93\t86011117947' }], '[0].iban', '\t', 'U+0009'],
    [{ a: ['ok', ['fine', 'bad\u0000']] }, 'a[1][1]', '\u0000', 'U+0000'],
    [{ name: 'lone \ud83d surrogate' }, 'name', '\ud83d', 'U+D83D'],
    [{ first: 'Ω', second: '😀' }, 'first', 'Ω', 'U+03A9'],
  ])('%j → %s %s %s', (value, path, character, codePoint) => {
    expect(findUnsupportedCharacter(value)).toEqual({ path, character, codePoint });
  });

  it('survives nesting deeper than the call stack', () => {
    let deep: unknown = '😀';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnsupportedCharacter({ deep })?.path).toBe(`deep${'[0]'.repeat(100_000)}`);
  });

  it('prefixes the given path', () => {
    expect(findUnsupportedCharacter({ name: '😀' }, 'debtorAccount')).toEqual({
      path: 'debtorAccount.name',
      character: '😀',
      codePoint: 'U+1F600',
    });
  });
});

describe('isValidUtf8', () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['ASCII', encode('{"a":"b"}'), true],
    ['Norwegian letters and emoji', encode('æøå 😀'), true],
    ['empty', new Uint8Array(), true],
    ['Latin-1 byte for ø', Uint8Array.of(0x7b, 0xf8, 0x7d), false],
    ['truncated sequence', Uint8Array.of(0xe2, 0x82), false],
    ['overlong encoding of /', Uint8Array.of(0xc0, 0xaf), false],
    ['encoded surrogate', Uint8Array.of(0xed, 0xa0, 0x80), false],
    ['stray continuation byte', Uint8Array.of(0x80), false],
  ])('%s → %s', (_label, bytes, expected) => {
    expect(isValidUtf8(bytes)).toBe(expected);
  });
});
