import type { Counterparty, LedgerEntry } from './ledger-entry';

export type RentEntryInput = { dayIndex: number; rent: bigint; landlord: Counterparty; remittance: string };

/** The rent, paid to the landlord by standing order on the day given (D10). */
export function rentEntry(input: RentEntryInput): LedgerEntry {
  return {
    dayIndex: input.dayIndex,
    isPending: false,
    amount: -input.rent,
    counterparty: input.landlord,
    remittance: input.remittance,
    bankTransactionCode: 'PMNT-ICDT-STDO',
    purposeCode: 'RENT',
  };
}
