// RFC 2047 5(3): characters that stand for themselves in a Q-encoded word; every other byte is written =XX.
const qSafe = /^[A-Za-z0-9!*+\-/]$/;

/** D5: wraps a header value as one RFC 2047 encoded word in UTF-8, the way some TPP clients send `Signature`. */
export function encodeRfc2047(value: string, encoding: 'B' | 'Q'): string {
  const bytes = Buffer.from(value, 'utf8');
  if (encoding === 'B') return `=?utf-8?B?${bytes.toString('base64')}?=`;
  const text = [...bytes]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      if (character === ' ') return '_';
      return byte < 0x80 && qSafe.test(character) ? character : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
  return `=?utf-8?Q?${text}?=`;
}
