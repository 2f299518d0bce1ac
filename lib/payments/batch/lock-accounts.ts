import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D24: locks the accounts a payment touches for the rest of the transaction, always in id order so that two
 * executions over the same accounts queue instead of deadlocking. FOR NO KEY UPDATE, not FOR UPDATE: inserting a
 * transaction or balance row takes a key-share lock on its account, and a sandbox balance replacement (which holds
 * the advisory lock taken here too, in the same order) must not deadlock against a batch holding the row.
 */
export async function lockAccounts(tx: Prisma.TransactionClient, accountIds: readonly string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort();
  await tx.$queryRaw`
    SELECT pg_advisory_xact_lock(hashtextextended('sandbox-balances:' || locked.id, 0))::text
    FROM (SELECT id FROM "Account" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR NO KEY UPDATE) AS locked
    ORDER BY locked.id`;
}
