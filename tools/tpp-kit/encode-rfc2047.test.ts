import { describe, expect, it } from 'vitest';
import { encodeRfc2047 } from './encode-rfc2047';

// Test-side decoder, written from RFC 2047 section 4.
function decode(word: string): string {
  const match = /^=\?utf-8\?([BQ])\?(.*)\?=$/.exec(word);
  if (!match) throw new Error(`not an encoded word: ${word}`);
  const [, encoding, text = ''] = match;
  if (encoding === 'B') return Buffer.from(text, 'base64').toString('utf8');
  const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

const signature =
  'keyId="SN=1A,CA=CN=Test CA,C=NO",algorithm="rsa-sha256",headers="date x-request-id",signature="ab+/c=="';

describe('encodeRfc2047 (D5)', () => {
  it.each(['B', 'Q'] as const)('wraps a Signature value that decodes back to itself (%s)', (encoding) => {
    const word = encodeRfc2047(signature, encoding);
    expect(word.startsWith(`=?utf-8?${encoding}?`)).toBe(true);
    expect(decode(word)).toBe(signature);
  });

  it('Q-encodes quotes, equals signs, spaces and non-ASCII', () => {
    expect(encodeRfc2047('a="b c" ø?_', 'Q')).toBe('=?utf-8?Q?a=3D=22b_c=22_=C3=B8=3F=5F?=');
  });
});
