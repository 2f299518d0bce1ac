import { describe, expect, it } from 'vitest';
import { ScaStatus } from '@/lib/generated/prisma/enums';
import { acceptFixes, parseAcceptFix } from '@/lib/berlin-group/accept-fix';
import { presentScaStatus, scaStatusUpperCaseFix } from './present-sca-status';

// The scaStatus enum of the Berlin Group 1.3.11 file (components/schemas/scaStatus), verbatim.
const berlinGroupEnum = [
  'received',
  'psuIdentified',
  'psuAuthenticated',
  'scaMethodSelected',
  'started',
  'unconfirmed',
  'finalised',
  'failed',
  'exempted',
];
const now = new Date('2026-11-23T12:00:00Z');

describe('presentScaStatus (D20)', () => {
  it.each([
    ['RECEIVED', 'received'],
    ['PSU_IDENTIFIED', 'psuIdentified'],
    ['PSU_AUTHENTICATED', 'psuAuthenticated'],
    ['SCA_METHOD_SELECTED', 'scaMethodSelected'],
    ['STARTED', 'started'],
    ['FINALISED', 'finalised'],
    ['FAILED', 'failed'],
    ['EXEMPTED', 'exempted'],
  ] as const)('%s is %s by default, and the stored value with the opt-in', (stored, berlinGroup) => {
    expect(presentScaStatus(stored, parseAcceptFix(null, now))).toBe(berlinGroup);
    expect(presentScaStatus(stored, parseAcceptFix('sca-status-upper-case', now))).toBe(stored);
  });

  it('answers only values of the Berlin Group enum by default, for every stored status', () => {
    const defaults = Object.values(ScaStatus).map((status) => presentScaStatus(status, parseAcceptFix(null, now)));
    expect(defaults.filter((value) => !berlinGroupEnum.includes(value))).toEqual([]);
    expect(new Set(defaults).size).toBe(Object.values(ScaStatus).length);
  });

  it.each([
    ['other fixes', 'amount-as-string,longer-names'],
    ['unknown values', 'sca-status-lower-case, upper-case, no-such-fix'],
    ['an empty header', ''],
  ])('ignores %s', (_label, header) => {
    expect(presentScaStatus('PSU_AUTHENTICATED', parseAcceptFix(header, now))).toBe('psuAuthenticated');
  });

  it('is an opt-in row of the x-accept-fix table, never a default (D6)', () => {
    const row = acceptFixes.find((fix) => fix.value === scaStatusUpperCaseFix);
    expect(row).toBeDefined();
    expect(row?.defaultFrom).toBeUndefined();
  });
});
