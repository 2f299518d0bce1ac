import { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { emptyImportCounts } from '@/lib/bank-data-import/import-counts';
import { syncRows } from '@/lib/bank-data-import/sync-rows';
import { transactionColumns } from '@/lib/bank-data-import/transaction-columns';
import type { EntryTarget } from '@/lib/bank-data-import/entry-target';
import type { CoreTransactions } from '@/lib/core-connector/pull-core-transactions';

type Tx = Prisma.TransactionClient;

export type WriteCoreTransactionsInput = { target: EntryTarget; entries: CoreTransactions };

/**
 * D34: writes the core's entries of an account like the import writes an export's (by `entryReference`, inserts that
 * skip one another instance wrote first) and removes the pending entries the core no longer lists. Run in a transaction.
 */
export async function writeCoreTransactions(tx: Tx, input: WriteCoreTransactionsInput): Promise<void> {
  const { target, entries } = input;
  const counts = emptyImportCounts();
  const onTarget = target.accountId ? { accountId: target.accountId } : { cardAccountId: target.cardAccountId };
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
