import { describe, expect, it } from 'vitest';
import { dnOids, formatRfc4514, splitRdns } from './forge-names';

describe('formatRfc4514', () => {
  it.each([
    [
      [
        { oid: dnOids.country, value: 'NO' },
        { oid: dnOids.commonName, value: 'CA' },
      ],
      'CN=CA,C=NO',
    ],
    [
      [{ oid: dnOids.organization, value: 'Bank, Filial "Nord"; A+B <x>' }],
      'O=Bank\\, Filial \\"Nord\\"\\; A\\+B \\<x\\>',
    ],
    [[{ oid: dnOids.commonName, value: '#1 trailing ' }], 'CN=\\#1 trailing\\ '],
    [[{ oid: dnOids.organizationIdentifier, value: 'PSDNO-FSA-123456' }], 'organizationIdentifier=PSDNO-FSA-123456'],
    [[{ oid: '2.5.4.15', value: 'AB' }], '2.5.4.15=#0c024142'],
  ])('formats %j as %s', (attributes, expected) => {
    expect(formatRfc4514(attributes)).toBe(expected);
  });
});

describe('splitRdns', () => {
  it.each([
    ['CN=PSD2 Sandbox Test CA,O=PSD2 Sandbox,C=NO', ['CN=PSD2 Sandbox Test CA', 'O=PSD2 Sandbox', 'C=NO']],
    ['CN=Bank\\, Nord,C=NO', ['CN=Bank\\, Nord', 'C=NO']],
    ['CN=ends with backslash\\\\,C=NO', ['CN=ends with backslash\\\\', 'C=NO']],
    ['CN=a, O=b', ['CN=a', 'O=b']],
  ])('splits %s', (dn, expected) => {
    expect(splitRdns(dn)).toEqual(expected);
  });
});
