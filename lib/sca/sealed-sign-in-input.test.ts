import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSignInInput, sealSignInInput } from './sealed-sign-in-input';

const sessionKey = randomBytes(32);

describe('sealed sign-in input', () => {
  it('opens in the same session to what was typed, and is not the number in clear', () => {
    const sealed = sealSignInInput(sessionKey, '1303 931 9955') ?? '';
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('1303');
    expect(openSignInInput(sessionKey, sealed)).toBe('1303 931 9955');
  });

  it('seals the same input differently each time', () => {
    expect(sealSignInInput(sessionKey, '13039319955')).not.toBe(sealSignInInput(sessionKey, '13039319955'));
  });

  it('does not open in another session, altered, truncated or absent', () => {
    const sealed = sealSignInInput(sessionKey, '13039319955') ?? '';
    expect(openSignInInput(randomBytes(32), sealed)).toBeNull();
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(openSignInInput(sessionKey, flipped)).toBeNull();
    expect(openSignInInput(sessionKey, sealed.slice(0, 30))).toBeNull();
    expect(openSignInInput(sessionKey, undefined)).toBeNull();
    expect(openSignInInput(sessionKey, 'not base64url!')).toBeNull();
  });

  it('keeps nothing for empty or over-long input', () => {
    expect(sealSignInInput(sessionKey, '')).toBeNull();
    expect(sealSignInInput(sessionKey, '1'.repeat(21))).toBeNull();
  });
});
