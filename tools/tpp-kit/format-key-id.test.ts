import { describe, expect, it } from 'vitest';
import { formatKeyId } from './format-key-id';

const certificate = { serialNumberHex: '0AB1C2', issuerDn: 'CN=PSD2 Sandbox Test CA,O=PSD2 Sandbox,C=NO' };

describe('formatKeyId (D5)', () => {
  it.each([
    ['upper', 'SN=AB1C2'],
    ['lower', 'SN=ab1c2'],
    ['leading-zeros', 'SN=000AB1C2'],
    ['lower-leading-zeros', 'SN=000ab1c2'],
  ] as const)('writes the serial %s', (serialFormat, expected) => {
    expect(formatKeyId(certificate, { serialFormat, issuerFormat: 'rfc2253' }).split(',CA=')[0]).toBe(expected);
  });

  it.each([
    ['rfc2253', 'CA=CN=PSD2 Sandbox Test CA,O=PSD2 Sandbox,C=NO'],
    ['reversed', 'CA=C=NO,O=PSD2 Sandbox,CN=PSD2 Sandbox Test CA'],
    ['spaced', 'CA=CN=PSD2 Sandbox Test CA, O=PSD2 Sandbox, C=NO'],
  ] as const)('writes the issuer %s', (issuerFormat, expected) => {
    expect(formatKeyId(certificate, { serialFormat: 'upper', issuerFormat })).toBe(`SN=AB1C2,${expected}`);
  });

  it('keeps escaped commas inside one RDN when reordering', () => {
    const keyId = formatKeyId(
      { serialNumberHex: '01', issuerDn: 'CN=Bank\\, Nord,C=NO' },
      { serialFormat: 'upper', issuerFormat: 'reversed' },
    );
    expect(keyId).toBe('SN=1,CA=C=NO,CN=Bank\\, Nord');
  });
});
