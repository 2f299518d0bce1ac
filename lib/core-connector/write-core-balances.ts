import { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { balanceColumns } from '@/lib/bank-data-import/balance-columns';
import { emptyImportCounts } from '@/lib/bank-data-import/import-counts';
import { syncRows } from '@/lib/bank-data-import/sync-rows';
import type { EntryTarget } from '@/lib/bank-data-import/entry-target';
import type { CoreBalance } from '@/lib/core-connector/core-accounts';

export type WriteCoreBalancesInput = { target: EntryTarget; balances: CoreBalance[]; now: Date };

/**
 * D34: writes the core's balances of an account like the import writes an export's (by balance type, inserts that skip
 * a type another instance wrote first). Run inside a transaction.
 */
export async function writeCoreBalances(tx: Prisma.TransactionClient, input: WriteCoreBalancesInput): Promise<void> {
  const { target } = input;
  const onTarget = target.accountId ? { accountId: target.accountId } : { cardAccountId: target.cardAccountId };
  await syncRows({
    rows: input.balances.map((row) => ({ key: row.balanceType, data: balanceColumns(row, target) })),
    existing: new Map((await tx.balance.findMany({ where: onTarget })).map((row) => [row.balanceType, row])),
    counts: emptyImportCounts().balances,
    idFor: () => newId(),
    stamp: { lastChangeDateTime: input.now },
    createMany: (rows) =>
      tx.balance.createMany({ data: rows as Prisma.BalanceCreateManyInput[], skipDuplicates: true }),
    update: (id, row) => tx.balance.update({ where: { id }, data: row as Prisma.BalanceUncheckedUpdateInput }),
  });
}
