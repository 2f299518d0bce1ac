import { isoDate } from '@/lib/berlin-group/bank-date';
import type { Balance } from '@/lib/generated/prisma/client';
import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { formatAmount } from '@/lib/money/amount';

/** Berlin Group `balance` (D7: the amount is a string with the currency's decimals; spec 8: the date-time with its offset). */
export type BalanceView = {
  balanceAmount: { currency: string; amount: string };
  balanceType: string;
  lastChangeDateTime: string;
  referenceDate?: string;
};

// Spec "Balance entry": closingBooked and expected on every account; interimBooked on card accounts when available.
const balanceOrder = [
  'closingBooked',
  'expected',
  'interimBooked',
  'interimAvailable',
  'openingBooked',
  'forwardAvailable',
  'nonInvoiced',
];

export function presentBalances(balances: Balance[]): BalanceView[] {
  return [...balances]
    .sort((a, b) => balanceOrder.indexOf(a.balanceType) - balanceOrder.indexOf(b.balanceType))
    .map((balance) => {
      const view: BalanceView = {
        balanceAmount: { currency: balance.currency, amount: formatAmount(balance.amount, balance.currency) },
        balanceType: balance.balanceType,
        lastChangeDateTime: formatBankDateTime(balance.lastChangeDateTime),
      };
      if (balance.referenceDate) view.referenceDate = isoDate(balance.referenceDate);
      return view;
    });
}
