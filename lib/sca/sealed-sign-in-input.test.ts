import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSignInInput, sealSignInInput, signInRound } from './sealed-sign-in-input';

const sessionKey = randomBytes(32);
const round = signInRound({ triedNumberAt: new Date('2026-11-28T10:00:00.000Z') });

describe('sealed sign-in input', () => {
  it('opens in the same session to what was typed, and is not the number in clear', () => {
    const sealed = sealSignInInput(sessionKey, round, '1303 931 9955') ?? '';
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('1303');
    expect(openSignInInput(sessionKey, round, sealed)).toBe('1303 931 9955');
  });

  it('seals the same input differently each time', () => {
    expect(sealSignInInput(sessionKey, round, '13039319955')).not.toBe(
      sealSignInInput(sessionKey, round, '13039319955'),
    );
  });

  it('does not open in another session, altered, truncated or absent', () => {
    const sealed = sealSignInInput(sessionKey, round, '13039319955') ?? '';
    expect(openSignInInput(randomBytes(32), round, sealed)).toBeNull();
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === 'A' ? 'B' : 'A'}${sealed.slice(21)}`;
    expect(openSignInInput(sessionKey, round, flipped)).toBeNull();
    expect(openSignInInput(sessionKey, round, sealed.slice(0, 30))).toBeNull();
    expect(openSignInInput(sessionKey, round, undefined)).toBeNull();
    expect(openSignInInput(sessionKey, round, 'not base64url!')).toBeNull();
  });

  it('keeps nothing for empty or over-long input', () => {
    expect(sealSignInInput(sessionKey, round, '')).toBeNull();
    expect(sealSignInInput(sessionKey, round, '1'.repeat(21))).toBeNull();
  });

  // D29: "Not you? Sign in as someone else" begins another round; what the first person typed is not shown to the next
  // one, even from an address in the browser's history.
  it('does not open in another round of the sign-in', () => {
    const sealed = sealSignInInput(sessionKey, round, '13039319956') ?? '';
    const next = signInRound({ triedNumberAt: new Date('2026-11-28T10:00:05.000Z') });
    expect(openSignInInput(sessionKey, next, sealed)).toBeNull();
    expect(openSignInInput(sessionKey, signInRound({ triedNumberAt: null }), sealed)).toBeNull();
  });
});
