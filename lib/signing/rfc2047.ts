import { decodeBase64 } from './base64';

// D5 and the spec's "Signature header": clients may send the whole Signature value wrapped as RFC 2047 encoded
// words, `=?utf-8?B?<base64>?=` or `=?utf-8?Q?<quoted-printable>?=`, in UTF-8 or ISO-8859-1.

export class EncodedWordError extends Error {
  override name = 'EncodedWordError';
}

export type DecodedHeader = { value: string; wasEncoded: boolean; charset?: string; encoding?: 'B' | 'Q' };

const encodedWordPattern = /^=\?([^?*]+)(?:\*[^?]*)?\?([bq])\?([^?]*)\?=$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const charsets = new Map<string, (bytes: Uint8Array) => string>([
  ['utf-8', decodeUtf8],
  ['utf8', decodeUtf8],
  ['iso-8859-1', decodeLatin1],
  ['iso8859-1', decodeLatin1],
  ['iso_8859-1', decodeLatin1],
  ['latin1', decodeLatin1],
  ['us-ascii', decodeAscii],
]);

/**
 * A header value that starts with `=?` must be one or more encoded words separated by whitespace (RFC 2047 6.2:
 * the whitespace between them is dropped); anything else is returned unchanged. Throws EncodedWordError.
 */
export function decodeEncodedWord(value: string): DecodedHeader {
  const text = value.trim();
  if (!text.startsWith('=?')) return { value, wasEncoded: false };
  const words = text.split(/\s+/).map(decodeWord);
  const [first] = words;
  if (!first) throw new EncodedWordError('the value has no encoded word');
  return {
    value: words.map((word) => word.text).join(''),
    wasEncoded: true,
    charset: first.charset,
    encoding: first.encoding,
  };
}

type DecodedWord = { text: string; charset: string; encoding: 'B' | 'Q' };

function decodeWord(word: string): DecodedWord {
  const match = encodedWordPattern.exec(word);
  if (!match)
    throw new EncodedWordError(`"${word.slice(0, 40)}" is not an RFC 2047 encoded word (=?charset?B|Q?text?=)`);
  const [, charsetName = '', encodingLetter = '', payload = ''] = match;
  const charset = charsetName.toLowerCase();
  const decodeCharset = charsets.get(charset);
  if (!decodeCharset)
    throw new EncodedWordError(`charset "${charsetName.slice(0, 40)}" is not supported; use utf-8 or iso-8859-1`);
  const encoding = encodingLetter.toUpperCase() === 'B' ? 'B' : 'Q';
  const bytes = encoding === 'B' ? decodeBase64(payload) : decodeQ(payload);
  if (!bytes) throw new EncodedWordError(`the ${encoding}-encoded text is malformed`);
  return { text: decodeCharset(bytes), charset, encoding };
}

/** RFC 2047 4.2: `_` is a space, `=XX` an octet, other printable ASCII stands for itself. */
function decodeQ(payload: string): Uint8Array | null {
  const bytes: number[] = [];
  for (let index = 0; index < payload.length; index += 1) {
    const code = payload.charCodeAt(index);
    if (payload[index] === '_') {
      bytes.push(0x20);
    } else if (payload[index] === '=') {
      const hex = payload.slice(index + 1, index + 3);
      if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else if (code > 0x20 && code < 0x7f) {
      bytes.push(code);
    } else {
      return null;
    }
  }
  return Uint8Array.from(bytes);
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new EncodedWordError('the encoded text is not valid UTF-8');
  }
}

function decodeLatin1(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

function decodeAscii(bytes: Uint8Array): string {
  if (bytes.some((octet) => octet > 0x7f)) throw new EncodedWordError('the encoded text is not US-ASCII');
  return Buffer.from(bytes).toString('latin1');
}
