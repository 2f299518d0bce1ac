import { db } from '@/lib/db';
import type { AccountStatus } from '@/lib/generated/prisma/enums';
import { CoreUnavailableError } from '@/lib/core-connector/core-accounts';
import type { CoreRefreshSource } from '@/lib/core-connector/core-refresh-source';
import { coreAccountReaderOrNull } from '@/lib/core-connector/resolve-core-account-reader';

export type RefreshAccountStatusesInput = {
  accountIds: string[];
  cardAccountIds: string[];
  /** The core to ask; undefined: the one configured (coreAccountReaderOrNull). */
  core?: CoreRefreshSource | null;
};

/**
 * D34: takes the status (enabled, blocked, deleted) of the given accounts and card accounts from their owners' lists in
 * the core, an account its owner's list leaves out being closed (deleted); true when one changed. Without a core, or
 * when it cannot answer, the tables stand and nothing changes.
 */
export async function refreshAccountStatuses(input: RefreshAccountStatusesInput): Promise<boolean> {
  const core = input.core === undefined ? coreAccountReaderOrNull() : input.core;
  if (!core) return false;
  const owner = { select: { customerNumber: true } } as const;
  const [accounts, cards] = await Promise.all([
    db.account.findMany({
      where: { id: { in: input.accountIds } },
      select: { id: true, iban: true, status: true, owner },
    }),
    db.cardAccount.findMany({
      where: { id: { in: input.cardAccountIds } },
      select: { id: true, accountNumber: true, status: true, owner },
    }),
  ]);
  const statusByKey = new Map<string, AccountStatus>();
  try {
    for (const customerNumber of new Set([...accounts, ...cards].map((row) => row.owner.customerNumber))) {
      // Keyed by the list's owner: one customer's list never sets the status of another customer's account.
      const listed = await core.reader.customerAccounts(customerNumber);
      for (const account of listed.accounts) statusByKey.set(`${customerNumber}|${account.iban}`, account.status);
      for (const card of listed.cardAccounts)
        statusByKey.set(`${customerNumber}|card:${card.cardAccountNumber}`, card.status);
    }
  } catch (error) {
    if (error instanceof CoreUnavailableError) return false;
    throw error;
  }
  const changedAccounts = accounts.flatMap((row) => {
    const status = statusByKey.get(`${row.owner.customerNumber}|${row.iban}`) ?? 'deleted';
    return status !== row.status ? [{ id: row.id, status }] : [];
  });
  const changedCards = cards.flatMap((row) => {
    const status = row.accountNumber
      ? (statusByKey.get(`${row.owner.customerNumber}|card:${row.accountNumber}`) ?? 'deleted')
      : undefined;
    return status && status !== row.status ? [{ id: row.id, status }] : [];
  });
  for (const { id, status } of changedAccounts) await db.account.update({ where: { id }, data: { status } });
  for (const { id, status } of changedCards) await db.cardAccount.update({ where: { id }, data: { status } });
  return changedAccounts.length + changedCards.length > 0;
}
