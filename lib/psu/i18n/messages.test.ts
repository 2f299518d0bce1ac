import { describe, expect, it } from 'vitest';
import { formatMoney } from './messages';

describe('formatMoney', () => {
  it.each([
    [123450n, 'NOK', 'en', 'NOK 1,234.50'],
    [123450n, 'NOK', 'nb', '1 234,50 kr'],
    [5n, 'EUR', 'en', '€0.05'],
    [1000n, 'JPY', 'en', 'JP¥1,000'],
    [123456789012345678n, 'NOK', 'en', 'NOK 1,234,567,890,123,456.78'],
  ] as const)('%s %s in %s → %s', (minor, currency, language, expected) => {
    expect(formatMoney(minor, currency, language).replace(/\s/g, ' ')).toBe(expected.replace(/\s/g, ' '));
  });
});
