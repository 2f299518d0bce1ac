import { describe, expect, it } from 'vitest';
import { normaliseRedirectHost } from './redirect-host';

describe('normaliseRedirectHost (D17)', () => {
  it.each([
    ['tpp.example.com', 'tpp.example.com'],
    ['  TPP.Example.COM ', 'tpp.example.com'],
    ['a-b.c1.example', 'a-b.c1.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('accepts %j as %j', (input, host) => {
    expect(normaliseRedirectHost(input)).toBe(host);
  });

  it.each([
    'https://tpp.example.com',
    'tpp.example.com/callback',
    'tpp.example.com:443',
    '*.tpp.example.com',
    'tpp.example.com.',
    'localhost',
    '127.0.0.1',
    '[::1]',
    '-tpp.example.com',
    'tpp-.example.com',
    'tpp..example.com',
    'tpp_example.com',
    'user@tpp.example.com',
    '',
    `${'a'.repeat(64)}.example`,
    'tpp.exa\nmple.com',
    'bücher.example',
  ])('refuses %j', (input) => {
    expect(normaliseRedirectHost(input)).toBeNull();
  });
});
