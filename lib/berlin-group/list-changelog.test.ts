import { describe, expect, it } from 'vitest';
import type { BankChange } from '@/lib/berlin-group/bank-change-schema';
import { builtInChanges } from '@/lib/berlin-group/built-in-changes';
import { listChangelog } from '@/lib/berlin-group/list-changelog';

const summary = { en: 'Text', nb: 'Tekst' };
const future: BankChange[] = [
  {
    kind: 'rule',
    id: 'array-only',
    usage: 'single-remittance-structured',
    refusedFrom: { sandbox: '2027-03-01', production: '2027-06-01' },
    summary,
  },
  { kind: 'release', id: 'api-1.24.0', date: '2026-11-29', apiRelease: '1.24.0', summary },
];
const keys = (rows: { key: string; date?: string }[]) => rows.map((row) => `${row.key} ${row.date ?? '-'}`);

describe('listChangelog (D11)', () => {
  it('lists upcoming changes first, soonest first, undated last, with a date per environment when they differ', () => {
    const { upcoming } = listChangelog([...builtInChanges, ...future], '2026-11-28');
    expect(keys(upcoming)).toEqual([
      'api-1.24.0-both 2026-11-29',
      'array-only-sandbox 2027-03-01',
      'array-only-production 2027-06-01',
      'single-remittance-structured-both -',
    ]);
  });

  it('lists what is in force newest first, a day in force from its start', () => {
    const { past } = listChangelog(builtInChanges, '2026-11-15');
    expect(keys(past).slice(0, 4)).toEqual([
      'structured-address-production 2026-11-15',
      'sca-status-upper-case-both 2026-11',
      'documentation-2.16.0-both 2026-08-27',
      'structured-address-sandbox 2026-08-13',
    ]);
    expect(keys(past)).toContain('consents-alias-both 2024-02-05');
    expect(keys(past)).toContain('town-name-replaces-city-both 2026-01-14');
    expect(keys(past).at(-1)).toBe('amount-as-string-both 2020-08-01');
  });
});
