import { describe, expect, it } from 'vitest';
import { decodeEncodedWord, EncodedWordError } from './rfc2047';

const signature =
  'keyId="SN=1A,CA=CN=Test CA,O=Bank",algorithm="rsa-sha256",headers="date x-request-id",signature="c2ln"';
const base64 = Buffer.from(signature, 'utf8').toString('base64');

describe('decodeEncodedWord', () => {
  it.each([
    ['a raw value', signature, { value: signature, wasEncoded: false }],
    ['B, utf-8', `=?utf-8?B?${base64}?=`, { value: signature, wasEncoded: true, charset: 'utf-8', encoding: 'B' }],
    [
      'B, upper-case UTF-8 and b',
      `=?UTF-8?b?${base64}?=`,
      { value: signature, wasEncoded: true, charset: 'utf-8', encoding: 'B' },
    ],
    [
      'B, iso-8859-1',
      `=?ISO-8859-1?B?${base64}?=`,
      { value: signature, wasEncoded: true, charset: 'iso-8859-1', encoding: 'B' },
    ],
    ['B with surrounding spaces', `  =?utf-8?B?${base64}?=  `, { value: signature, wasEncoded: true }],
    [
      'B split over two words',
      `=?utf-8?B?${base64.slice(0, 40)}?= =?utf-8?B?${base64.slice(40)}?=`,
      { value: signature, wasEncoded: true },
    ],
    [
      'B with an RFC 2231 language',
      `=?utf-8*en?B?${base64}?=`,
      { value: signature, wasEncoded: true, charset: 'utf-8' },
    ],
    [
      'Q with _ for spaces and =XX',
      '=?utf-8?Q?keyId=3D=22a_b=22?=',
      { value: 'keyId="a b"', wasEncoded: true, encoding: 'Q' },
    ],
    ['Q with UTF-8 octets', '=?utf-8?Q?=C3=A6=C3=B8=C3=A5?=', { value: 'æøå', wasEncoded: true }],
    [
      'Q with ISO-8859-1 octets',
      '=?iso-8859-1?Q?=E6=F8=E5?=',
      { value: 'æøå', wasEncoded: true, charset: 'iso-8859-1' },
    ],
    ['Q with lower-case hex', '=?us-ascii?q?a=3db?=', { value: 'a=b', wasEncoded: true, encoding: 'Q' }],
  ])('decodes %s', (_name, input, expected) => {
    expect(decodeEncodedWord(input)).toMatchObject(expected);
  });

  it.each([
    ['an unknown charset', `=?koi8-r?B?${base64}?=`, /charset "koi8-r"/],
    ['a charset named __proto__', `=?__proto__?B?${base64}?=`, /charset/],
    ['an unknown encoding', `=?utf-8?X?${base64}?=`, /not an RFC 2047 encoded word/],
    ['no closing ?=', `=?utf-8?B?${base64}`, /not an RFC 2047 encoded word/],
    ['bad base64', '=?utf-8?B?a$b=?=', /B-encoded text is malformed/],
    ['base64 without padding', '=?utf-8?B?YWJjZA?=', /B-encoded text is malformed/],
    ['a bad Q escape', '=?utf-8?Q?a=G1?=', /Q-encoded text is malformed/],
    ['a truncated Q escape', '=?utf-8?Q?a=4?=', /Q-encoded text is malformed/],
    ['invalid UTF-8', '=?utf-8?Q?=C3=28?=', /not valid UTF-8/],
    ['non-ASCII under us-ascii', '=?us-ascii?Q?=E6?=', /not US-ASCII/],
    ['text after the encoded word', `=?utf-8?B?${base64}?= trailing`, /not an RFC 2047 encoded word/],
    ['an empty B payload', '=?utf-8?B??=', /B-encoded text is malformed/],
  ])('throws an EncodedWordError for %s', (_name, input, message) => {
    expect(() => decodeEncodedWord(input)).toThrow(EncodedWordError);
    expect(() => decodeEncodedWord(input)).toThrow(message);
  });
});
