import { describe, expect, it } from 'vitest';
import { formatOrganisationNumber } from './format-organisation-number';

describe('formatOrganisationNumber', () => {
  it.each([
    ['923609016', '923 609 016'],
    ['974 760 673', '974 760 673'],
    ['914.778.271', '914 778 271'],
  ])('groups the organisation number %s as %s', (stored, shown) => {
    expect(formatOrganisationNumber(stored)).toBe(shown);
  });

  it('shows any other number as stored', () => {
    expect(formatOrganisationNumber('18129215603')).toBe('18129215603');
  });
});
