import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

describe('Intl formatters, one per locale and options', () => {
  it('gives the same formatter for the same locale and options, and another for other options', () => {
    const money = { style: 'currency', currency: 'NOK', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    expect(numberFormat('nb-NO', money)).toBe(numberFormat('nb-NO', { ...money }));
    expect(numberFormat('nb-NO', money)).not.toBe(numberFormat('en-GB', money));
    expect(numberFormat('nb-NO', money)).not.toBe(numberFormat('nb-NO', { ...money, currency: 'EUR' }));
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
    );
    expect(listFormat('en-GB', { type: 'disjunction' })).toBe(listFormat('en-GB', { type: 'disjunction' }));
  });

  it('formats as a formatter made for the call would', () => {
    const options = { style: 'currency', currency: 'NOK', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    expect(numberFormat('nb-NO', options).format('1234.5')).toBe(
      new Intl.NumberFormat('nb-NO', options).format('1234.5'),
    );
    const moment = new Date('2026-11-29T03:50:00Z');
    const dateOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' } as const;
    expect(dateTimeFormat('nb-NO', dateOptions).format(moment)).toBe(
      new Intl.DateTimeFormat('nb-NO', dateOptions).format(moment),
    );
  });

  it('is how app/, components/ and lib/ make a formatter, apart from formatters made once at module level', () => {
    const repositoryRoot = path.resolve(__dirname, '../..');
    const made: string[] = [];
    for (const directory of ['app', 'components', 'lib'])
      for (const entry of readdirSync(path.join(repositoryRoot, directory), { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry) || entry.endsWith('intl-formats.ts')) continue;
        const lines = readFileSync(path.join(repositoryRoot, directory, entry), 'utf8').split('\n');
        for (const line of lines)
          if (/new Intl\./.test(line) && !/^const \w+ = new Intl\./.test(line))
            made.push(`${directory}/${entry}: ${line.trim()}`);
      }
    expect(made).toEqual([]);
  });
});
