import type { BalanceType } from '@/lib/generated/prisma/enums';

/**
 * D24: what the batch may debit. An account's balances are closingBooked and expected (D10); a payment must fit in
 * both, so that neither the booked nor the expected balance ever goes below zero. No balance at all is no money.
 */
export function availableFunds(balances: readonly { balanceType: BalanceType; amount: bigint }[]): bigint {
  const amounts = balances
    .filter((balance) => balance.balanceType === 'closingBooked' || balance.balanceType === 'expected')
    .map((balance) => balance.amount);
  if (amounts.length === 0) return 0n;
  return amounts.reduce((lowest, amount) => (amount < lowest ? amount : lowest));
}
