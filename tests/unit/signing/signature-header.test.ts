import { describe, expect, it } from 'vitest';
import { randomTexts } from '@/tests/support/random-texts';
import { parseSignatureHeader } from '@/lib/signing/signature-header';

const signature =
  'SjWJWbWN7i0wzBvtPl8rbASWz5xQW6mcJmn+ibttBqtifLN7Sazz6m79cNfwwb8DMJ5cou1s7uEGKKCs+FLEEaDV5lp7q25WqS+lavg7T8hc0GppauB6hbgEKTwblDHYGEtbGmtdHgVCk9SuS13F0hZ8FD0k/5OxEPXe5WozsbM=';
const keyId = 'SN=1A2B,CA=CN=Test CA,O=Bank AS,C=NO';

describe('parseSignatureHeader', () => {
  it.each([
    [
      'the draft-cavage C.1 header (no headers part: date)',
      `keyId="Test",algorithm="rsa-sha256",signature="${signature}"`,
      { keyId: 'Test', algorithm: 'rsa-sha256', headers: ['date'], hasHeadersPart: false, signature },
    ],
    [
      'a Berlin Group header with commas inside keyId',
      `keyId="${keyId}",algorithm="rsa-sha256",headers="digest date x-request-id",signature="${signature}"`,
      { keyId, headers: ['digest', 'date', 'x-request-id'], hasHeadersPart: true },
    ],
    [
      'spaces after commas and around "=", parts in another order',
      `signature = "${signature}", headers="(request-target) date",  keyId="${keyId}" , algorithm="rsa-sha512"`,
      { keyId, algorithm: 'rsa-sha512', headers: ['(request-target)', 'date'] },
    ],
    [
      'upper-case header names and several spaces between them',
      `keyId="${keyId}",algorithm="rsa-sha256",headers="  Date   X-Request-ID ",signature="${signature}"`,
      { headers: ['date', 'x-request-id'] },
    ],
    [
      'escaped quotes inside keyId',
      `keyId="SN=1A,CA=CN=\\"Bank, Inc\\",C=NO",algorithm="rsa-sha256",signature="${signature}"`,
      { keyId: 'SN=1A,CA=CN="Bank, Inc",C=NO' },
    ],
    [
      'an RFC 4514 escape inside keyId, kept for the DN parser',
      `keyId="SN=1A,CA=O=Bank\\, Inc,C=NO",algorithm="rsa-sha256",signature="${signature}"`,
      { keyId: 'SN=1A,CA=O=Bank\\, Inc,C=NO' },
    ],
    ['an escaped backslash', `keyId="a\\\\b",algorithm="rsa-sha256",signature="${signature}"`, { keyId: 'a\\b' }],
    [
      'an unquoted algorithm and unknown parts (created, expires) that are ignored',
      `keyId="${keyId}",algorithm=rsa-sha256,created=1402170695,expires="1402170699",signature="${signature}"`,
      { algorithm: 'rsa-sha256' },
    ],
    [
      'part names in another case and a trailing comma',
      `KEYID="${keyId}",Algorithm="rsa-sha256",Signature="${signature}",`,
      { keyId, algorithm: 'rsa-sha256' },
    ],
  ])('parses %s', (_name, raw, expected) => {
    const result = parseSignatureHeader(raw);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.parts).toMatchObject(expected);
  });

  it.each([
    ['an empty value', '', 'keyId'],
    ['no keyId', `algorithm="rsa-sha256",signature="${signature}"`, 'keyId'],
    ['an empty keyId', `keyId="",algorithm="rsa-sha256",signature="${signature}"`, 'keyId'],
    ['no algorithm', `keyId="${keyId}",signature="${signature}"`, 'algorithm'],
    ['no signature', `keyId="${keyId}",algorithm="rsa-sha256"`, 'signature'],
    ['a signature that is not base64', `keyId="${keyId}",algorithm="rsa-sha256",signature="not base64!"`, 'signature'],
    [
      'a signature without padding',
      `keyId="${keyId}",algorithm="rsa-sha256",signature="${signature.slice(0, -1)}"`,
      'signature',
    ],
    [
      'an empty headers part',
      `keyId="${keyId}",algorithm="rsa-sha256",headers=" ",signature="${signature}"`,
      'headers',
    ],
    [
      'a pseudo-header other than (request-target)',
      `keyId="${keyId}",algorithm="rsa-sha256",headers="(created) date",signature="${signature}"`,
      'headers',
    ],
    [
      'a header name with a colon',
      `keyId="${keyId}",algorithm="rsa-sha256",headers="date: x",signature="${signature}"`,
      'headers',
    ],
    ['an unterminated quote', `keyId="${keyId},algorithm="rsa-sha256",signature="${signature}`, 'syntax'],
    ['a part without "="', `keyId "${keyId}",algorithm="rsa-sha256",signature="${signature}"`, 'syntax'],
    ['a part twice', `keyId="a",keyId="b",algorithm="rsa-sha256",signature="${signature}"`, 'syntax'],
    ['no comma between parts', `keyId="${keyId}" algorithm="rsa-sha256",signature="${signature}"`, 'syntax'],
    ['a leading comma', `,keyId="${keyId}",algorithm="rsa-sha256",signature="${signature}"`, 'syntax'],
  ])('refuses %s, naming the %s part', (_name, raw, part) => {
    const result = parseSignatureHeader(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.part).toBe(part);
  });
});

describe('hostile Signature headers', () => {
  it('never throws on random text', () => {
    const alphabet = 'keyIdalgorithmheaderssignature="\\, =()+/\t\u00e6';
    for (const text of randomTexts({ alphabet, seed: 5, maxLength: 80, count: 2000 })) {
      expect(() => parseSignatureHeader(text)).not.toThrow();
    }
  });
});
