import type { Prisma } from '@/lib/generated/prisma/client';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import type { LedgerEntry } from './ledger-entry';

type Owner = { accountId: string } | { cardAccountId: string };

export type BalanceRowsInput = {
  owner: Owner;
  entries: LedgerEntry[];
  opening: bigint;
  today: string;
  todayIndex: number;
  tppId: string;
  createId: () => string;
};

/**
 * D10: balances that agree with the entries. closingBooked is the opening balance plus every booked entry and expected
 * adds the pending ones. For card accounts (spec 2.16.0) interimBooked is everything booked and closingBooked stops at
 * the end of yesterday.
 */
export function balanceRows(input: BalanceRowsInput): Prisma.BalanceCreateManyInput[] {
  const sum = (filter: (entry: LedgerEntry) => boolean) =>
    input.entries.filter(filter).reduce((total, entry) => total + entry.amount, 0n);
  const booked = input.opening + sum((entry) => !entry.isPending);
  const expected = booked + sum((entry) => entry.isPending);
  const row = (
    balanceType: 'closingBooked' | 'expected' | 'interimBooked',
    amount: bigint,
  ): Prisma.BalanceCreateManyInput => ({
    id: input.createId(),
    tppId: input.tppId,
    ...input.owner,
    balanceType,
    amount,
    currency: 'NOK',
    referenceDate: dayToDate(input.today),
  });
  if ('accountId' in input.owner) return [row('closingBooked', booked), row('expected', expected)];
  const bookedBeforeToday = input.opening + sum((entry) => !entry.isPending && entry.dayIndex < input.todayIndex);
  return [row('closingBooked', bookedBeforeToday), row('interimBooked', booked), row('expected', expected)];
}
