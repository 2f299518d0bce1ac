import type { LedgerEntry } from './ledger-entry';

export type SavingsProfile = {
  /** Interest credited once in the window. */
  interest: bigint;
  /** A withdrawal back to the owner's current account, if any. */
  withdrawal?: { amount: bigint; toKey: string };
};

/**
 * D10: a savings account mostly fed by transfers from the owner's current account (booked there and mirrored here by
 * the builder), with one interest credit and, for some, one withdrawal.
 */
export function savingsLedger(input: { days: number; profile: SavingsProfile }): LedgerEntry[] {
  const entries: LedgerEntry[] = [
    {
      dayIndex: Math.min(59, input.days - 1),
      isPending: false,
      amount: input.profile.interest,
      counterparty: null,
      remittance: 'Renter',
      bankTransactionCode: 'ACMT-MCOP-INTR',
      purposeCode: 'INTE',
    },
  ];
  const { withdrawal } = input.profile;
  if (withdrawal) {
    entries.push({
      dayIndex: Math.min(70, input.days - 1),
      isPending: false,
      amount: -withdrawal.amount,
      counterparty: null,
      remittance: 'Overføring til brukskonto',
      bankTransactionCode: 'PMNT-ICDT-BOOK',
      transferToKey: withdrawal.toKey,
    });
  }
  return entries;
}
