import { appendFieldPath } from './field-path';

// D12: printable Latin-1 plus common punctuation (what Windows-1252 adds to Latin-1, but not its extra letters), æøå
// and ÆØÅ included; control characters, tab, CR and LF included, are refused.
const extraPunctuation = new Set([
  0x2013, // – en dash
  0x2014, // — em dash
  0x2018, // ‘ left single quotation mark
  0x2019, // ’ right single quotation mark
  0x201a, // ‚ single low-9 quotation mark
  0x201c, // “ left double quotation mark
  0x201d, // ” right double quotation mark
  0x201e, // „ double low-9 quotation mark
  0x2020, // † dagger
  0x2021, // ‡ double dagger
  0x2022, // • bullet
  0x2026, // … horizontal ellipsis
  0x2030, // ‰ per mille sign
  0x2039, // ‹ single left-pointing angle quotation mark
  0x203a, // › single right-pointing angle quotation mark
  0x20ac, // € euro sign
  0x2122, // ™ trade mark sign
]);

const hex = (codePoint: number) => `\\u${codePoint.toString(16).padStart(4, '0')}`;

const punctuation = [...extraPunctuation].map(hex).join('');

/** D12 as a JSON Schema pattern (no flags): text made of the characters isSupportedCodePoint holds, for the OpenAPI document. */
export const characterSetPattern = `^[\\u0020-\\u007e\\u00a0-\\u00ff${punctuation}]*$`;

/** As characterSetPattern, with at least one character that is not blank (a space or a no-break space, the set's only blanks). */
export const nonBlankTextPattern = `^[\\u0020-\\u007e\\u00a0-\\u00ff${punctuation}]*[\\u0021-\\u007e\\u00a1-\\u00ff${punctuation}][\\u0020-\\u007e\\u00a0-\\u00ff${punctuation}]*$`;

/** The first character outside the bank's character set: where it is, what it is and its code point. */
export type UnsupportedCharacter = { path: string; character: string; codePoint: string };

/** True when the bank's character set (D12) holds this code point. */
export function isSupportedCodePoint(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    extraPunctuation.has(codePoint)
  );
}

/** Walks a JSON value (keys included) and returns the first character outside the bank's character set, or null. */
export function findUnsupportedCharacter(value: unknown, path = ''): UnsupportedCharacter | null {
  // An explicit stack, not recursion: a deeply nested client body must end in a 400, not a stack overflow (D2).
  // A key is checked as a string at its own path, just before its value, so document order is kept.
  const pending: { value: unknown; path: string }[] = [{ value, path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const found = firstUnsupported(next.value, next.path);
      if (found) return found;
    } else if (Array.isArray(next.value)) {
      for (const [index, item] of [...next.value.entries()].reverse()) {
        pending.push({ value: item, path: appendFieldPath(next.path, index) });
      }
    } else if (typeof next.value === 'object' && next.value !== null) {
      for (const [key, item] of Object.entries(next.value).reverse()) {
        const itemPath = appendFieldPath(next.path, key);
        pending.push({ value: item, path: itemPath }, { value: key, path: itemPath });
      }
    }
  }
  return null;
}

/** True when the bytes are well-formed UTF-8 (spec: requests use UTF-8). */
export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// Iterating a string yields whole code points, so an emoji is one character and a lone surrogate is reported as itself.
function firstUnsupported(text: string, path: string): UnsupportedCharacter | null {
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (!isSupportedCodePoint(codePoint)) {
      return { path, character, codePoint: `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}` };
    }
  }
  return null;
}
