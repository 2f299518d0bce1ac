import { describe, expect, it } from 'vitest';
import { ibanCheckDigits, ibanLengths, isValidIban } from '@/lib/validation/iban';
import { itAcceptsAndRejects } from '@/tests/support/it-accepts-and-rejects';

// Registry examples, one per country family, all valid.
const valid = [
  'NO9386011117947',
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'SE4550000000058398257466',
  'DK5000400440116243',
  'FI2112345600000785',
  'BE68539007547034',
  'CH9300762011623852957',
  'MT84MALT011000012345MTLCAST001S',
  'LC55HEMM000100010012001200023015',
  'IS140159260076545510730339',
];

describe('isValidIban', () => {
  itAcceptsAndRejects({
    isValid: isValidIban,
    accepts: valid,
    rejects: [
      ['NO9386011117948', 'checksum off by one in the BBAN'],
      ['NO9486011117947', 'wrong check digits'],
      ['NO93 8601 1117 947', 'paper format with spaces'],
      ['no9386011117947', 'lower case'],
      ['NO938601111794', 'too short for NO'],
      ['NO93860111179470', 'too long for NO'],
      ['DE8937040044053201300', 'too short for DE'],
      ['ZZ9386011117947', 'unknown country'],
      ['NO0086011117947', 'check digits 00'],
      ['NO0186011117947', 'check digits 01'],
      ['NO9986011117947', 'check digits 99'],
      ['GB29NWBK6016133192681!', 'punctuation in the BBAN'],
      ['', 'empty'],
      [9386011117947, 'not a string'],
      [null, 'null'],
    ],
  });

  it('covers every SEPA country and Norway', () => {
    const sepa =
      'AD AL AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SK SM VA'.split(
        ' ',
      );
    expect(sepa.filter((country) => ibanLengths[country] === undefined)).toEqual([]);
  });
});

describe('ibanCheckDigits', () => {
  it.each([
    ['NO', '86011117947', '93'],
    ['DE', '370400440532013000', '89'],
    ['GB', 'NWBK60161331926819', '29'],
    ['BE', '539007547034', '68'],
  ])('%s %s → %s', (country, bban, expected) => {
    expect(ibanCheckDigits(country, bban)).toBe(expected);
  });
});
