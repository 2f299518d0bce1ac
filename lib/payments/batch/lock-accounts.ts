import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D24: locks the accounts a payment touches FOR NO KEY UPDATE, with their sandbox balance advisory locks, in id order
 * for the rest of the transaction, so that executions queue instead of deadlocking.
 */
export async function lockAccounts(tx: Prisma.TransactionClient, accountIds: readonly string[]): Promise<void> {
  const ids = [...new Set(accountIds)].sort();
  await tx.$queryRaw`
    SELECT pg_advisory_xact_lock(hashtextextended('sandbox-balances:' || locked.id, 0))::text
    FROM (SELECT id FROM "Account" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR NO KEY UPDATE) AS locked
    ORDER BY locked.id`;
}
