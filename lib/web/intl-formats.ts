// An Intl formatter costs a few hundred microseconds to make (its locale's data) and little to use; a PSU page formats
// several amounts and dates. One formatter per locale and options is kept; a formatter holds no state between calls.

import { createLruCache } from '@/lib/signing/lru-cache';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

/** Bounded all the same, though the options come from the code and the currency from ISO 4217. */
const formats = createLruCache<string, Formatter>(500);

function kept<Made extends Formatter>(key: string, make: () => Made): Made {
  const found = formats.get(key);
  if (found) return found as Made;
  const made = make();
  formats.set(key, made);
  return made;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return kept(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
}
