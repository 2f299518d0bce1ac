import { describe, expect, it } from 'vitest';
import { maskCsrfToken, unmaskCsrfToken } from './masked-csrf-token';

const token = 'kT2x-9Qa';

describe('maskCsrfToken', () => {
  it('renders the token differently every time, as base64url of a mask and the masked token', () => {
    const renders = Array.from({ length: 20 }, () => maskCsrfToken(token));
    expect(new Set(renders).size).toBe(renders.length);
    for (const masked of renders) {
      expect(masked).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(masked, 'base64url')).toHaveLength(2 * token.length);
      expect(masked).not.toContain(token);
    }
  });

  it('unmasks to the token again', () => {
    expect(unmaskCsrfToken(maskCsrfToken(token), token.length)?.toString()).toBe(token);
  });
});

describe('unmaskCsrfToken', () => {
  const masked = maskCsrfToken(token);
  it.each([
    ['one character less', masked.slice(1)],
    ['one character more', `${masked}A`],
    ['padding after it', `${masked}=`],
    ['a character outside base64url', `${masked.slice(0, -1)}+`],
    ['the plain token', token],
    ['an empty string', ''],
  ])('refuses %s', (_name, given) => {
    expect(unmaskCsrfToken(given, token.length)).toBeNull();
  });

  it('refuses a masked token of another length', () => {
    expect(unmaskCsrfToken(maskCsrfToken(`${token}x`), token.length)).toBeNull();
  });
});
