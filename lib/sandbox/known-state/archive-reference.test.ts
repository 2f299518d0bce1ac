import { describe, expect, it } from 'vitest';
import { archiveReference } from './archive-reference';
import { privateCurrentLedger, type PrivateCurrentProfile } from './private-current-ledger';
import { createSeededRandom } from './seeded-random';

const profile: PrivateCurrentProfile = {
  employer: { name: 'Equinor ASA' },
  salary: 5_000_000n,
  landlord: { name: 'Utleie AS' },
  rent: 1_500_000n,
  savingsKey: 'savings',
  monthlySaving: 200_000n,
};

describe('archiveReference', () => {
  it('is fixed by the day and counterparty, and differs between them', () => {
    expect(archiveReference(14, 'Fjordkraft AS')).toBe(archiveReference(14, 'Fjordkraft AS'));
    expect(archiveReference(14, 'Fjordkraft AS')).toMatch(/^Arkivref\. 014\d{8}$/);
    expect(archiveReference(14, 'Fjordkraft AS')).not.toBe(archiveReference(44, 'Fjordkraft AS'));
    expect(archiveReference(14, 'Fjordkraft AS')).not.toBe(archiveReference(14, 'Telenor Norge AS'));
  });

  it('is on the salary and the bills of a private current account', () => {
    const entries = privateCurrentLedger({ days: 120, random: createSeededRandom('7'), profile });
    const referenced = entries.filter((entry) => entry.proprietary);
    expect(referenced.length).toBeGreaterThanOrEqual(12);
    expect(new Set(referenced.map((entry) => entry.bankTransactionCode))).toEqual(
      new Set(['PMNT-RCDT-SALA', 'PMNT-ICDT-DMCT']),
    );
  });
});
