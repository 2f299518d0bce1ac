import { describe, expect, it } from 'vitest';
import { isOrganisationNumber } from './is-organisation-number';

describe('isOrganisationNumber', () => {
  it.each(['923609016', '974 760 673', '914.778.271', '986 105 174'])('%s is an organisation number', (value) => {
    expect(isOrganisationNumber(value)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '923609017'],
    ['a national identity number (11 digits)', '13039319955'],
    ['8 digits', '92360901'],
    ['letters', '92360901a'],
    ['empty', ''],
  ])('%s is not', (_name, value) => {
    expect(isOrganisationNumber(value)).toBe(false);
  });
});
