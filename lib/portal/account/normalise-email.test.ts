import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './normalise-email';

describe('normaliseEmail (D27)', () => {
  it.each([
    ['  Dev@Example.COM ', 'dev@example.com'],
    ['psd2-ops+portal@tpp.example', 'psd2-ops+portal@tpp.example'],
  ])('%j → %j', (input, email) => {
    expect(normaliseEmail(input)).toBe(email);
  });

  it.each([
    '',
    'no-at-sign',
    'two@@example.com',
    'dev@',
    `${'a'.repeat(250)}@example.com`,
    'dev@example.com\nBcc: x@y.z',
    null,
    undefined,
  ])('refuses %j', (input) => {
    expect(normaliseEmail(input)).toBeNull();
  });
});
