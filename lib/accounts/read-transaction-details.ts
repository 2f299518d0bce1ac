import { db } from '@/lib/db';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { presentTransactionDetails } from '@/lib/accounts/present-transaction';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { checkAccessWindow } from '@/lib/accounts/check-access-window';
import { consumeUnattendedAccess } from '@/lib/accounts/consume-unattended-access';
import { entryDate, entryDates } from '@/lib/accounts/entry-date';
import { accountClosedError } from '@/lib/accounts/account-closed-error';
import { refreshShownAccounts } from '@/lib/accounts/refresh-shown-accounts';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';
import { coreAccountReaderOrNull } from '@/lib/core-connector/resolve-core-account-reader';

export type ReadTransactionDetailsInput = AccountReadInput & { accountId: string; transactionId: string };

/** GET /v1/accounts/{account-id}/transactions/{transactionId}: the full details of one entry (Berlin Group 1.3.11 wraps them as `transactionsDetails.transactionDetails`). */
export async function readTransactionDetails(
  input: ReadTransactionDetailsInput,
): Promise<{ transactionsDetails: { transactionDetails: Record<string, unknown> } }> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  // The details are a transactions read: the same limits, and without the PSU nothing older than the history allows.
  // The entry is looked up before the call is counted, so an id that answers 404 uses none of the 4 a day (D15).
  const access = await checkAccessWindow(input);
  const reads = [{ accountId: account.id, service: 'transactions' as const }];
  const core = input.core === undefined ? coreAccountReaderOrNull() : input.core;
  // D34: refreshed from the core after every check that can refuse the call (its limit too) and before it is counted.
  if (access.isUnattended && core)
    await consumeUnattendedAccess({ tppId: input.tpp.id, reads, now: input.now, isCheckOnly: true });
  const refresh = await refreshShownAccounts({
    core,
    now: input.now,
    accounts: [refreshableAccount(account)],
    parts: ['transactions'],
  });
  if (refresh.unknownIds.has(account.id)) throw accountClosedError('account');
  const transaction = await db.transaction.findFirst({ where: { id: input.transactionId, accountId: account.id } });
  // The history is held to the date the list filters by (entryDate): a pending entry has no booking date.
  const isBeyondHistory = Boolean(
    access.earliestDate && transaction && entryDate(entryDates(transaction)) < access.earliestDate,
  );
  if (!transaction || isBeyondHistory)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'transactionId',
      text: 'No transaction with this id on this account (pending entries may change id when booked).',
    });
  if (access.isUnattended) await consumeUnattendedAccess({ tppId: input.tpp.id, reads, now: input.now });
  return { transactionsDetails: { transactionDetails: presentTransactionDetails(transaction, account.id) } };
}
