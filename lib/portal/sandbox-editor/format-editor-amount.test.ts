import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/psu/i18n/messages';
import { formatEditorAmount } from './format-editor-amount';
import { parseEditorAmount } from './parse-editor-amount';

describe('formatEditorAmount', () => {
  it('writes minor units as the decimal amount of the currency, in the locale', () => {
    expect(formatEditorAmount(12_937_755, 'NOK', 'en')).toBe('129,377.55');
    expect(formatEditorAmount(12_937_755, 'NOK', 'nb')).toBe('129\u00a0377,55');
    expect(formatEditorAmount(-4_900, 'NOK', 'nb')).toBe('\u221249,00');
    expect(formatEditorAmount(1_250, 'JPY', 'en')).toBe('1,250');
  });

  it('with the currency, writes money as the PSU pages do, the same number the AIS API shows', () => {
    expect(formatEditorAmount(7_943_785, 'NOK', 'en', true)).toBe('NOK\u00a079,437.85');
    expect(formatEditorAmount(7_943_785n, 'NOK', 'nb', true)).toBe('79\u00a0437,85\u00a0kr');
    for (const language of ['en', 'nb'] as const) {
      for (const [minor, currency] of [
        [-4_900n, 'NOK'],
        [1_234_567n, 'EUR'],
        [1_250n, 'JPY'],
      ] as const) {
        expect(formatEditorAmount(minor, currency, language, true)).toBe(formatMoney(minor, currency, language));
      }
    }
  });

  it('is read back by parseEditorAmount as the same minor units, in both languages', () => {
    for (const language of ['en', 'nb'] as const) {
      for (const minor of [0, 5, -4_900, 7_943_785, 2_147_483_647, -2_147_483_648]) {
        expect(parseEditorAmount(formatEditorAmount(minor, 'NOK', language), 'NOK', language)).toEqual({ minor });
      }
    }
  });
});
