import { describe, expect, it } from 'vitest';
import { isUncompressedPage } from './is-uncompressed-page';

describe('isUncompressedPage', () => {
  it('takes the security page, with its query and a trailing slash', () => {
    expect(isUncompressedPage('/portal/security')).toBe(true);
    expect(isUncompressedPage('/portal/security?enrol=required&x=AAAA')).toBe(true);
    expect(isUncompressedPage('/portal/security/')).toBe(true);
  });

  it('leaves every other page compressed', () => {
    expect(isUncompressedPage('/portal')).toBe(false);
    expect(isUncompressedPage('/portal/account')).toBe(false);
    expect(isUncompressedPage('/portal/security-notes')).toBe(false);
    expect(isUncompressedPage('/sca/sign-in')).toBe(false);
  });
});
