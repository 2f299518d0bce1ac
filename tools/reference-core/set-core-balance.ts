import { exportBalanceSchema } from '@/lib/bank-data-import/bank-data-export-schema';
import type { CoreAccountKey, CoreBalance } from '@/lib/core-connector/core-accounts';
import { parseAmount } from '@/lib/money/amount';
import { CoreRefusal } from './core-refusal';
import type { CoreHolding } from './reference-core-data';
import { checkedRow } from './checked-row';

/** Sets one balance of an account in the reference core (by balanceType: replaced, or added when new). */
export function setCoreBalance(holding: CoreHolding, key: CoreAccountKey, row: unknown): CoreBalance {
  const { iban: _iban, cardAccountNumber: _cardAccountNumber, ...balance } = checkedRow(exportBalanceSchema, row, key);
  try {
    parseAmount(balance.amount, holding.currency, { allowNegative: true });
  } catch (error) {
    throw new CoreRefusal(400, 'INVALID_REQUEST', `amount: ${(error as Error).message}`);
  }
  const index = holding.balances.findIndex((known) => known.balanceType === balance.balanceType);
  if (index === -1) holding.balances.push(balance);
  else holding.balances[index] = balance;
  return balance;
}
