import { db } from '@/lib/db';
import { findSandboxRowOrThrow } from '@/lib/sandbox/shared/find-sandbox-row-or-throw';

export type FindOwnedTransactionOrThrowInput = {
  tppId: string;
  transactionId: string;
  owner: { accountId: string } | { cardAccountId: string };
};

/** The transaction with this id on this (card) account of the TPP's sandbox, or 404 RESOURCE_UNKNOWN (D4). */
export async function findOwnedTransactionOrThrow(input: FindOwnedTransactionOrThrowInput) {
  return findSandboxRowOrThrow({
    id: input.transactionId,
    resource: 'transaction',
    find: () => db.transaction.findFirst({ where: { id: input.transactionId, tppId: input.tppId, ...input.owner } }),
  });
}
