import { describe, expect, it } from 'vitest';
import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('finds a cookie among others and keeps = inside its value', () => {
    expect(readCookie('a=1; sca=tok.en=x; b=2', 'sca')).toBe('tok.en=x');
  });

  it('matches the whole name, not a prefix or suffix', () => {
    expect(readCookie('xsca=1; scax=2', 'sca')).toBeUndefined();
  });

  it('answers undefined for no header and for an absent cookie', () => {
    expect(readCookie(null, 'sca')).toBeUndefined();
    expect(readCookie('other=1', 'sca')).toBeUndefined();
  });
});
