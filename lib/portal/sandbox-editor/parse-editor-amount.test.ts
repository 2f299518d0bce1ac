import { describe, expect, it } from 'vitest';
import { parseEditorAmount } from './parse-editor-amount';

describe('parseEditorAmount', () => {
  it.each([
    ['1 250,50', 'en', 125_050],
    ['1250.50', 'en', 125_050],
    ['1,250.50', 'en', 125_050],
    ['1,250', 'en', 125_000],
    ['1,234,567.8', 'en', 123_456_780],
    ['1 250,50', 'nb', 125_050],
    ['1\u00a0250,50', 'nb', 125_050],
    ['1\u202f250,5', 'nb', 125_050],
    ['1250.50', 'nb', 125_050],
    ['1,25', 'nb', 125],
    ['1.250.000', 'nb', 125_000_000],
    ['1.250.000,75', 'nb', 125_000_075],
    ['-49', 'en', -4_900],
    ['\u221249,00', 'nb', -4_900],
    ['0', 'en', 0],
    ['79437.85', 'en', 7_943_785],
  ] as const)('%s in %s is %d minor units', (text, language, minor) => {
    expect(parseEditorAmount(text, 'NOK', language)).toEqual({ minor });
  });

  it('reads decimals by the currency: none for JPY, three for BHD', () => {
    expect(parseEditorAmount('1 250', 'JPY', 'en')).toEqual({ minor: 1250 });
    expect(parseEditorAmount('1,5', 'JPY', 'nb')).toEqual({ problem: 'decimals', decimals: 0 });
    expect(parseEditorAmount('2.125', 'BHD', 'en')).toEqual({ minor: 2125 });
  });

  it.each([
    ['', 'format'],
    ['abc', 'format'],
    ['1 25,50', 'format'],
    ['12 34', 'format'],
    ['1,2,3', 'format'],
    ['1e5', 'format'],
    ['+5', 'format'],
    ['5,', 'format'],
    ['NOK 5', 'format'],
    ['1,250', 'decimals'],
    ['0.001', 'decimals'],
    ['21474836.48', 'range'],
    ['-21474836.49', 'range'],
  ] as const)('refuses %j in nb: %s', (text, problem) => {
    expect(parseEditorAmount(text, 'NOK', 'nb')).toMatchObject({ problem });
  });

  it('keeps the int32 bounds of the sandbox API', () => {
    expect(parseEditorAmount('21474836.47', 'NOK', 'en')).toEqual({ minor: 2_147_483_647 });
    expect(parseEditorAmount('-21474836.48', 'NOK', 'en')).toEqual({ minor: -2_147_483_648 });
  });
});
