import { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { balanceColumns } from '@/lib/bank-data-import/balance-columns';
import { emptyImportCounts } from '@/lib/bank-data-import/import-counts';
import { syncRows } from '@/lib/bank-data-import/sync-rows';
import { transactionColumns } from '@/lib/bank-data-import/transaction-columns';
import type { EntryTarget } from '@/lib/bank-data-import/entry-target';
import type { CoreEntries } from '@/lib/core-connector/pull-core-entries';

type Tx = Prisma.TransactionClient;

export type WriteCoreEntriesInput = { target: EntryTarget; entries: CoreEntries; now: Date };

/**
 * D34: writes a pull from the core like the import writes an export (by natural keys, inserts that skip a key another
 * instance wrote first) and removes the pending entries the core no longer lists. Run inside a transaction.
 */
export async function writeCoreEntries(tx: Tx, input: WriteCoreEntriesInput): Promise<void> {
  const { target, entries } = input;
  const counts = emptyImportCounts();
  const onTarget = target.accountId ? { accountId: target.accountId } : { cardAccountId: target.cardAccountId };
  await syncRows({
    rows: entries.balances.map((row) => ({ key: row.balanceType, data: balanceColumns(row, target) })),
    existing: new Map((await tx.balance.findMany({ where: onTarget })).map((row) => [row.balanceType, row])),
    counts: counts.balances,
    idFor: () => newId(),
    stamp: { lastChangeDateTime: input.now },
    createMany: (rows) =>
      tx.balance.createMany({ data: rows as Prisma.BalanceCreateManyInput[], skipDuplicates: true }),
    update: (id, row) => tx.balance.update({ where: { id }, data: row as Prisma.BalanceUncheckedUpdateInput }),
  });

  // An entry booked between the pending and the booked page is listed twice: the later, booked row wins.
  const byReference = new Map([...entries.pending, ...entries.booked].map((row) => [row.entryReference, row]));
  const references = [...byReference.keys()];
  await syncRows({
    rows: [...byReference.values()].map((row) => ({ key: row.entryReference, data: transactionColumns(row, target) })),
    existing: new Map(
      (await tx.transaction.findMany({ where: { ...onTarget, entryReference: { in: references } } })).map((row) => [
        row.entryReference ?? '',
        row,
      ]),
    ),
    counts: counts.transactions,
    idFor: () => newId(),
    createMany: (rows) =>
      tx.transaction.createMany({ data: rows as Prisma.TransactionCreateManyInput[], skipDuplicates: true }),
    update: (id, row) => tx.transaction.update({ where: { id }, data: row as Prisma.TransactionUncheckedUpdateInput }),
  });
  const pendingReferences = [...byReference.values()]
    .filter((row) => row.bookingStatus === 'pending')
    .map((row) => row.entryReference);
  await tx.transaction.deleteMany({
    where: {
      ...onTarget,
      bookingStatus: 'pending',
      AND: [{ entryReference: { not: null } }, { entryReference: { notIn: pendingReferences } }],
    },
  });
}
