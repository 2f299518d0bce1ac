import { describe, expect, it } from 'vitest';
import { distinguishedNamesMatch, parseKeyId, serialNumbersMatch } from '@/lib/signing/key-id';
import { randomTexts } from '@/tests/support/random-texts';

describe('parseKeyId', () => {
  it.each([
    ['SN=1A2B,CA=CN=Test CA,O=Bank,C=NO', { serialNumber: '1A2B', issuer: 'CN=Test CA,O=Bank,C=NO' }],
    ['SN=00:1a:2b, CA=C=NO, O=Bank, CN=Test CA', { serialNumber: '00:1a:2b', issuer: 'C=NO, O=Bank, CN=Test CA' }],
    ['sn=1a2b,ca=CN=x', { serialNumber: '1a2b', issuer: 'CN=x' }],
    ['SN=1A,CA=CN=CA=Nested,O=x', { serialNumber: '1A', issuer: 'CN=CA=Nested,O=x' }],
  ])('parses %s', (value, keyId) => {
    expect(parseKeyId(value)).toEqual({ ok: true, keyId });
  });

  it.each([
    ['Test', /not in the form/],
    ['CA=CN=x,SN=1A', /not in the form/],
    ['SN=,CA=CN=x', /not a hexadecimal/],
    ['SN=12G4,CA=CN=x', /not a hexadecimal/],
    ['SN=1A,CA=  ', /CA is empty/],
  ])('refuses %s', (value, reason) => {
    const result = parseKeyId(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('serialNumbersMatch', () => {
  it.each([
    ['C0FFEE0123456789', 'C0FFEE0123456789', true],
    ['c0ffee0123456789', 'C0FFEE0123456789', true],
    ['00C0FFEE0123456789', 'C0FFEE0123456789', true],
    ['c0:ff:ee:01:23:45:67:89', 'C0FFEE0123456789', true],
    ['0', '00', true],
    ['C0FFEE0123456788', 'C0FFEE0123456789', false],
    ['C0FFEE012345678900', 'C0FFEE0123456789', false],
    ['', '', false],
    ['xyz', 'xyz', false],
    ['12 34', '1234', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(serialNumbersMatch(a, b)).toBe(expected);
  });
});

describe('distinguishedNamesMatch', () => {
  const issuer = 'CN=Test QTSP Issuing CA G1,organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=NO';

  it.each([
    ['the same string', issuer],
    [
      'reversed (certificate) order',
      'C=NO,O=Test QTSP AS,organizationIdentifier=NTRNO-987654321,CN=Test QTSP Issuing CA G1',
    ],
    [
      'spaces after commas and around "="',
      'CN = Test QTSP Issuing CA G1, organizationIdentifier = NTRNO-987654321, O = Test QTSP AS, C = NO',
    ],
    [
      'other case and inner spacing',
      'cn=test qtsp  issuing ca g1,ORGANIZATIONIDENTIFIER=ntrno-987654321,o=TEST QTSP AS,c=no',
    ],
    ['the OID 2.5.4.97', 'CN=Test QTSP Issuing CA G1,2.5.4.97=NTRNO-987654321,O=Test QTSP AS,C=NO'],
    [
      'OID.2.5.4.97 and long names',
      'commonName=Test QTSP Issuing CA G1,OID.2.5.4.97=NTRNO-987654321,organizationName=Test QTSP AS,countryName=NO',
    ],
    [
      'semicolons between RDNs (RFC 2253)',
      'CN=Test QTSP Issuing CA G1;organizationIdentifier=NTRNO-987654321;O=Test QTSP AS;C=NO',
    ],
    ['a quoted value', 'CN="Test QTSP Issuing CA G1",organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=NO'],
    [
      'a value as #hex DER (PrintableString NO)',
      'CN=Test QTSP Issuing CA G1,organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=#13024E4F',
    ],
    [
      'hex-escaped octets',
      'CN=Test\\20QTSP Issuing CA G1,organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=\\4E\\4F',
    ],
  ])('matches %s', (_name, other) => {
    expect(distinguishedNamesMatch(other, issuer)).toBe(true);
    expect(distinguishedNamesMatch(issuer, other)).toBe(true);
  });

  it.each([
    ['a different value', 'CN=Other CA,organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=NO'],
    ['an attribute missing', 'CN=Test QTSP Issuing CA G1,O=Test QTSP AS,C=NO'],
    ['an extra attribute', `${issuer},L=Oslo`],
    [
      'a shuffled order that is neither forward nor reversed',
      'O=Test QTSP AS,CN=Test QTSP Issuing CA G1,organizationIdentifier=NTRNO-987654321,C=NO',
    ],
    [
      'two RDNs merged into one multi-valued RDN',
      'CN=Test QTSP Issuing CA G1+organizationIdentifier=NTRNO-987654321,O=Test QTSP AS,C=NO',
    ],
    ['an unknown attribute type', 'XX=Test,O=Test QTSP AS'],
    ['a malformed name', 'CN=Test QTSP Issuing CA G1,,C=NO'],
  ])('does not match %s', (_name, other) => {
    expect(distinguishedNamesMatch(other, issuer)).toBe(false);
  });

  it('matches multi-valued RDNs as sets, and values with escaped commas', () => {
    expect(distinguishedNamesMatch('CN=a+OU=b,O=Bank\\, Inc', 'O="Bank, Inc",OU=b+CN=a')).toBe(true);
    expect(distinguishedNamesMatch('O=Bank\\2C Inc', 'O=Bank\\, Inc')).toBe(true);
  });

  it('compares Norwegian letters without case, written plainly or as UTF-8 escapes', () => {
    expect(distinguishedNamesMatch('O=Bø Sparebank,C=NO', 'o=BØ SPAREBANK,c=no')).toBe(true);
    expect(distinguishedNamesMatch('O=B\\C3\\B8 Sparebank,C=NO', 'O=Bø Sparebank,C=NO')).toBe(true);
  });
});

describe('hostile keyIds', () => {
  it('never throws on random text', () => {
    const alphabet = 'SNCA=,;+#"\\ 0123456789abcdefOU.\u00e6\u{1F600}';
    for (const text of randomTexts({ alphabet, seed: 3, maxLength: 60, count: 2000 })) {
      expect(() => parseKeyId(text)).not.toThrow();
      expect(() => distinguishedNamesMatch(text, 'CN=a,C=NO')).not.toThrow();
      expect(() => serialNumbersMatch(text, '0A')).not.toThrow();
    }
  });
});
