import { currencyDecimals } from '@/lib/validation/currency';
import type { Language } from '@/lib/psu/i18n/pick-language';

/** Why an amount typed in the editor was not read: not a number, too many decimals, or beyond the API's int32. */
export type EditorAmountProblem = 'format' | 'decimals' | 'range';
export type EditorAmount = { minor: number } | { problem: EditorAmountProblem; decimals: number };

const int32Max = 2 ** 31 - 1;
const int32Min = -(2 ** 31);

/**
 * A decimal amount as a developer types it, in either locale, as the sandbox API's int32 minor units (D7): "1 250,50",
 * "1250.50", "1,250.50" (a lone comma before three digits is grouping in en, a decimal comma in nb), "−12,5".
 */
export function parseEditorAmount(text: string, currency: string, language: Language): EditorAmount {
  // An unknown currency is the API's to refuse; the amount is read with the usual two decimals meanwhile.
  const decimals = currencyDecimals(currency.trim().toUpperCase()) ?? 2;
  const fail = (problem: EditorAmountProblem): EditorAmount => ({ problem, decimals });
  const plain = text
    .trim()
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .replace(/^[\u2212\u2013]/, '-');
  const match = /^(-)?\s?(\d[\d ,.]*)$/.exec(plain);
  if (!match) return fail('format');
  const [, sign, body = ''] = match;
  const separator = decimalSeparator(body, language);
  const at = separator ? body.lastIndexOf(separator) : -1;
  const whole = at < 0 ? body : body.slice(0, at);
  const fraction = at < 0 ? '' : body.slice(at + 1);
  const grouping = whole.replace(/[.,]/g, ' ');
  if (!/^\d+$/.test(grouping) && !/^\d{1,3}( \d{3})+$/.test(grouping)) return fail('format');
  if (!/^\d*$/.test(fraction) || (at >= 0 && fraction === '')) return fail('format');
  if (fraction.length > decimals) return fail('decimals');
  const minor = Number(`${sign ?? ''}${grouping.replace(/ /g, '')}${fraction.padEnd(decimals, '0')}`);
  return minor > int32Max || minor < int32Min ? fail('range') : { minor };
}

/** The decimal separator `body` uses, if any: the last of "." and "," when both are there, else by locale. */
function decimalSeparator(body: string, language: Language): '.' | ',' | null {
  const dot = body.lastIndexOf('.');
  const comma = body.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? '.' : ',';
  const only = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (only === null || body.split(only).length > 2) return null;
  // "1,250" is one thousand two hundred and fifty in English; "1.250" a decimal in both (a developer's dot).
  if (only === ',' && language === 'en' && /,\d{3}$/.test(body)) return null;
  return only;
}
