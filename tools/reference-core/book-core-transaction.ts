import { exportTransactionSchema } from '@/lib/bank-data-import/bank-data-export-schema';
import type { CoreAccountKey, CoreTransaction } from '@/lib/core-connector/core-accounts';
import { formatAmount, parseAmount } from '@/lib/money/amount';
import { CoreRefusal } from './core-refusal';
import type { CoreHolding } from './reference-core-data';
import { checkedRow } from './checked-row';

/**
 * Books an entry in the reference core as the bank's core would: a new entryReference is added, a known one replaced
 * (a pending entry that is now booked), and the balances move by the difference: a booked entry moves closingBooked,
 * interimBooked and expected, a pending one expected only.
 */
export function bookCoreTransaction(holding: CoreHolding, key: CoreAccountKey, row: unknown): CoreTransaction {
  const {
    iban: _iban,
    cardAccountNumber: _cardAccountNumber,
    ...entry
  } = checkedRow(exportTransactionSchema, row, key);
  const minor = (amount: string) => {
    try {
      return parseAmount(amount, holding.currency, { allowNegative: true });
    } catch (error) {
      throw new CoreRefusal(400, 'INVALID_REQUEST', `amount: ${(error as Error).message}`);
    }
  };
  const index = holding.transactions.findIndex((known) => known.entryReference === entry.entryReference);
  const previous = index === -1 ? undefined : holding.transactions[index];
  const effect = (booking: CoreTransaction | undefined, balanceType: string) =>
    booking && (balanceType === 'expected' || booking.bookingStatus === 'booked') ? minor(booking.amount) : 0n;
  const moved = holding.balances.map((balance) => ({
    ...balance,
    amount: formatAmount(
      minor(balance.amount) + effect(entry, balance.balanceType) - effect(previous, balance.balanceType),
      holding.currency,
    ),
  }));
  holding.balances.splice(0, holding.balances.length, ...moved);
  if (index === -1) holding.transactions.push(entry);
  else holding.transactions[index] = entry;
  return entry;
}
