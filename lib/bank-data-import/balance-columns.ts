import { parseAmount } from '@/lib/money/amount';
import type { ExportBalance } from './bank-data-export-schema';
import type { EntryTarget } from './entry-target';

/** D32, D34: an export or core balance row as the Balance columns of its account (the amount in its currency). */
export function balanceColumns(
  row: Omit<ExportBalance, 'iban' | 'cardAccountNumber'>,
  target: EntryTarget,
): Record<string, unknown> {
  const { balanceType, amount, referenceDate } = row;
  return {
    ...target,
    balanceType,
    amount: parseAmount(amount, target.currency, { allowNegative: true }),
    referenceDate: referenceDate === undefined ? null : new Date(`${referenceDate}T00:00:00.000Z`),
  };
}
