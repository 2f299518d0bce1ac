import { findUnsupportedCharacter } from '@/lib/validation/character-set';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const printableAscii = /^[\x20-\x7e]*$/;

/**
 * D12 for header values: octets beyond ASCII are read as UTF-8, else as ISO-8859-1, and must fit the bank's character
 * set; otherwise 400 FORMAT_ERROR naming the header. Returns the decoded text.
 */
export function decodeHeaderText(value: string, header: string): string {
  if (printableAscii.test(value)) return value;
  const text = asUtf8(value) ?? value;
  const unsupported = findUnsupportedCharacter(text);
  if (unsupported) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: header,
      text: `The character ${unsupported.codePoint} in ${header} cannot be processed by the bank; use Latin-1 characters.`,
    });
  }
  return text;
}

/** The octets as UTF-8, or null when they are not UTF-8 (or the value holds characters no octet gives, in-process). */
function asUtf8(value: string): string | null {
  if ([...value].some((character) => (character.codePointAt(0) ?? 0) > 0xff)) return null;
  try {
    return utf8.decode(Buffer.from(value, 'latin1'));
  } catch {
    return null;
  }
}
