import type { Balance, BalanceType } from '@/lib/generated/prisma/client';

/** Spec "Balance entry": the int32 amount is in minor units (D7). */
export type SandboxBalanceView = { balanceAmount: { currency: string; amount: number }; balanceType: BalanceType };

const order: BalanceType[] = [
  'closingBooked',
  'expected',
  'openingBooked',
  'interimAvailable',
  'interimBooked',
  'forwardAvailable',
  'nonInvoiced',
];

/** Balances in a stable order: closingBooked, expected, then the rest. */
export function presentSandboxBalances(
  balances: Pick<Balance, 'balanceType' | 'amount' | 'currency'>[],
): SandboxBalanceView[] {
  return [...balances]
    .sort((left, right) => order.indexOf(left.balanceType) - order.indexOf(right.balanceType))
    .map((balance) => ({
      balanceAmount: { currency: balance.currency, amount: Number(balance.amount) },
      balanceType: balance.balanceType,
    }));
}
