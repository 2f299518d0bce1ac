import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { Prisma } from '@/lib/generated/prisma/client';
import { endCustomerIdentities } from './end-customer-identities';
import type { ImportCounts } from './import-counts';
import type { KeptIds } from './write-bank-data';

/**
 * D32 `--prune`: deletes the production rows the full export does not name, children first; a deleted customer's
 * PSU-IDs and sessions go with it (endCustomerIdentities).
 */
export async function pruneBankData(tx: Prisma.TransactionClient, kept: KeptIds, counts: ImportCounts): Promise<void> {
  const where = (ids: Set<string>) => ({ tppId: productionDataOwner.id, id: { notIn: [...ids] } });
  counts.transactions.deleted = (await tx.transaction.deleteMany({ where: where(kept.transactions) })).count;
  counts.balances.deleted = (await tx.balance.deleteMany({ where: where(kept.balances) })).count;
  counts.engagements.deleted += (await tx.engagement.deleteMany({ where: where(kept.engagements) })).count;
  counts.cardAccounts.deleted = (await tx.cardAccount.deleteMany({ where: where(kept.cardAccounts) })).count;
  counts.accounts.deleted = (await tx.account.deleteMany({ where: where(kept.accounts) })).count;
  counts.agreements.deleted = (await tx.agreement.deleteMany({ where: where(kept.agreements) })).count;
  const pruned = await tx.customer.findMany({
    where: where(kept.customers),
    select: { id: true, customerNumber: true },
  });
  counts.customers.deleted = (
    await tx.customer.deleteMany({ where: { id: { in: pruned.map((row) => row.id) } } })
  ).count;
  await endCustomerIdentities(tx, {
    ids: pruned.map((row) => row.id),
    customerNumbers: pruned.map((row) => row.customerNumber),
  });
}
