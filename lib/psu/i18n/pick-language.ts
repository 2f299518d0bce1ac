/** The PSU pages speak English by default and Norwegian bokmål when asked (D17). */
export type Language = 'en' | 'nb';

const norwegian = new Set(['nb', 'no', 'nn']);

/**
 * The first supported language of an Accept-Language value (RFC 9110 §12.5.4), by quality then order. `nb`, `no` and
 * `nn` read as bokmål, the only written Norwegian the pages offer; null when nothing in the header is supported.
 */
export function languageFromHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)?.[1])
        .find(Boolean);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality === undefined ? 1 : Number(quality),
        index,
      };
    })
    .filter((range) => range.quality > 0)
    .sort((left, right) => right.quality - left.quality || left.index - right.index);
  for (const range of ranges) {
    if (norwegian.has(range.primary)) return 'nb';
    if (range.primary === 'en') return 'en';
  }
  return null;
}

/** The first header that names a supported language wins: the TPP's PSU-Accept-Language, then the browser's. */
export function pickLanguage(...headers: (string | null | undefined)[]): Language {
  for (const header of headers) {
    const language = languageFromHeader(header);
    if (language) return language;
  }
  return 'en';
}
