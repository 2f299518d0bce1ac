import { describe, expect, it } from 'vitest';
import { formatMoney, formatTestCustomers, messagesFor } from './messages';

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

describe('words that count what a consent holds', () => {
  it.each([
    ['en', 1, 'Account', 'this account.'],
    ['en', 3, 'Accounts', 'these accounts.'],
    ['nb', 1, 'Konto', 'denne kontoen.'],
    ['nb', 3, 'Kontoer', 'disse kontoene.'],
  ] as const)('in %s, %i account(s): %j, %j', (language, count, label, which) => {
    const words = messagesFor(language).myConsents;
    expect(words.accountsLabel(count)).toBe(label);
    expect(words.receiptText(count)).toMatch(new RegExp(` ${which}$`));
    expect(words.confirmText('Budget Buddy', count)).toContain(` ${which.slice(0, -1)}.`);
  });
});

describe('the sandbox test customers every hint names (D10)', () => {
  it("are the known state's private customers, in both languages", () => {
    expect(formatTestCustomers('en')).toBe('12085592767 (Ola Nordmann) or 13039319955 (Kari Nordmann)');
    expect(formatTestCustomers('nb')).toBe('12085592767 (Ola Nordmann) eller 13039319955 (Kari Nordmann)');
  });
});
