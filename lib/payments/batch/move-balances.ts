import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { dayToDate } from '@/lib/sandbox/shared/calendar';

const movedTypes = ['closingBooked', 'expected'] as const;

export type MoveBalancesInput = {
  tppId: string;
  rows: readonly { accountId?: string | null; amount: bigint | number; currency: string }[];
  day: string;
  now: Date;
};

/**
 * D10, D24: booked entries move closingBooked and expected by the same amounts, so the balances keep agreeing with the
 * entries. An account without a balance of a type (a creditor created without balances) gets one holding the amount.
 * Called with the accounts locked (lockAccounts), so nobody adds or replaces a balance meanwhile.
 */
export async function moveBalances(tx: Prisma.TransactionClient, input: MoveBalancesInput): Promise<void> {
  const deltas = new Map<string, { amount: bigint; currency: string }>();
  for (const row of input.rows) {
    if (!row.accountId) continue;
    const previous = deltas.get(row.accountId)?.amount ?? 0n;
    deltas.set(row.accountId, { amount: previous + BigInt(row.amount), currency: row.currency });
  }
  const referenceDate = dayToDate(input.day);
  for (const [accountId, delta] of [...deltas].sort(([left], [right]) => left.localeCompare(right))) {
    const moved = await tx.balance.updateMany({
      where: { accountId, balanceType: { in: [...movedTypes] } },
      data: { amount: { increment: delta.amount }, referenceDate, lastChangeDateTime: input.now },
    });
    if (moved.count === movedTypes.length) continue;
    const present = new Set(
      (await tx.balance.findMany({ where: { accountId }, select: { balanceType: true } })).map(
        (balance) => balance.balanceType,
      ),
    );
    const missing = movedTypes.filter((balanceType) => !present.has(balanceType));
    await tx.balance.createMany({
      data: missing.map((balanceType) => ({
        id: newId(),
        tppId: input.tppId,
        accountId,
        balanceType,
        amount: delta.amount,
        currency: delta.currency,
        referenceDate,
        lastChangeDateTime: input.now,
      })),
    });
  }
}
