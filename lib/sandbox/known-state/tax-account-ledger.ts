import { billers } from './counterparties';
import { kidNumber } from './kid-number';
import type { LedgerEntry } from './ledger-entry';

/**
 * D10: a withholding tax account (skattetrekkskonto): fed monthly from the operating account (mirrored by the builder)
 * and emptied to Skatteetaten every second month, as Norwegian employers pay withholding tax.
 */
export function taxAccountLedger(input: { days: number; monthlyWithholding: bigint }): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  for (let dayIndex = 44; dayIndex < input.days; dayIndex += 60) {
    entries.push({
      dayIndex,
      isPending: false,
      amount: -2n * input.monthlyWithholding,
      counterparty: billers.skatteetaten,
      remittance: 'Forskuddstrekk',
      structured: [
        {
          reference: kidNumber(String(7_000_000_000 + dayIndex)),
          referenceType: 'SCOR',
          referenceIssuer: 'Skatteetaten',
        },
      ],
      bankTransactionCode: 'PMNT-ICDT-DMCT',
      purposeCode: 'TAXS',
    });
  }
  return entries;
}
