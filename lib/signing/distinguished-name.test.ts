import { describe, expect, it } from 'vitest';
import { formatDistinguishedName, parseDistinguishedName, type DistinguishedName } from './distinguished-name';

describe('parseDistinguishedName', () => {
  it('reads types, OIDs, multi-valued RDNs and escapes', () => {
    expect(parseDistinguishedName('CN=a\\,b+2.5.4.97=PSDNO-FSA-1, O = "x;y" ,C=#13024E4F,UID=#0101FF')).toEqual({
      ok: true,
      name: [
        [
          { oid: '2.5.4.3', value: 'a,b', isHex: false },
          { oid: '2.5.4.97', value: 'PSDNO-FSA-1', isHex: false },
        ],
        [{ oid: '2.5.4.10', value: 'x;y', isHex: false }],
        [{ oid: '2.5.4.6', value: 'NO', isHex: false }],
        [{ oid: '0.9.2342.19200300.100.1.1', value: '0101FF', isHex: true }],
      ],
    });
  });

  it.each([
    ['an empty name', '', /empty/],
    ['no "="', 'CN', /no "="/],
    ['an unknown type', 'FOO=bar', /unknown attribute type "FOO"/],
    ['an invalid escape', 'CN=a\\x', /invalid escape/],
    ['an unterminated quote', 'CN="abc', /unterminated/],
    ['text after a quoted value', 'CN="abc"def', /unexpected "d"/],
    ['odd hex', 'CN=#130', /not hex octets/],
    ['hex that is not DER', 'CN=#1305', /not DER/],
    ['escaped octets that are not UTF-8', 'CN=\\C3\\28', /not valid UTF-8/],
    ['a trailing comma', 'CN=a,', /no "="/],
  ])('refuses %s', (_name, text, reason) => {
    const result = parseDistinguishedName(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('formatDistinguishedName', () => {
  it.each<[string, DistinguishedName, string]>([
    [
      'plain values',
      [[{ oid: '2.5.4.3', value: 'Test CA', isHex: false }], [{ oid: '2.5.4.6', value: 'NO', isHex: false }]],
      'CN=Test CA,C=NO',
    ],
    [
      'special characters',
      [[{ oid: '2.5.4.10', value: 'Bank, "Best" <1>+;\\', isHex: false }]],
      'O=Bank\\, \\"Best\\" \\<1\\>\\+\\;\\\\',
    ],
    ['edge spaces and a leading #', [[{ oid: '2.5.4.3', value: ' #x ', isHex: false }]], 'CN=\\ #x\\ '],
    ['a single space', [[{ oid: '2.5.4.3', value: ' ', isHex: false }]], 'CN=\\ '],
    ['a hex value and an unnamed OID', [[{ oid: '1.2.3.4', value: '0101FF', isHex: true }]], '1.2.3.4=#0101FF'],
    [
      'organizationIdentifier and a multi-valued RDN',
      [
        [
          { oid: '2.5.4.97', value: 'PSDNO-FSA-1', isHex: false },
          { oid: '2.5.4.11', value: 'IT', isHex: false },
        ],
      ],
      'organizationIdentifier=PSDNO-FSA-1+OU=IT',
    ],
  ])('writes %s and reads it back', (_name, name, text) => {
    expect(formatDistinguishedName(name)).toBe(text);
    expect(parseDistinguishedName(text)).toEqual({ ok: true, name });
  });
});
