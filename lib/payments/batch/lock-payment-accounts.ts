import type { Prisma } from '@/lib/generated/prisma/client';
import { findCreditorAccounts, type CreditorAccount } from './find-creditor-accounts';
import { lockAccounts } from './lock-accounts';

export type LockPaymentAccountsInput = {
  tppId: string;
  debtorAccountId: string | null;
  instructions: Parameters<typeof findCreditorAccounts>[1]['instructions'];
};

/**
 * D24: locks the debtor account and the creditor accounts of this bank a payment pays to, and answers the creditor
 * accounts as they are under the lock: one deleted or changed between the look-up and the lock is not credited (the
 * money leaves the bank), one that appeared meanwhile is not either, so every account that is written is locked.
 */
export async function lockPaymentAccounts(
  tx: Prisma.TransactionClient,
  input: LockPaymentAccountsInput,
): Promise<Map<number, CreditorAccount>> {
  const before = await findCreditorAccounts(tx, input);
  const lockedIds = new Set([...before.values()].map((account) => account.id));
  await lockAccounts(tx, [...(input.debtorAccountId ? [input.debtorAccountId] : []), ...lockedIds]);
  if (lockedIds.size === 0) return before;
  const after = await findCreditorAccounts(tx, input);
  return new Map([...after].filter(([, account]) => lockedIds.has(account.id)));
}
