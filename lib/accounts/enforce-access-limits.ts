import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { checkAccessWindow, type AccessWindow } from '@/lib/accounts/check-access-window';
import { consumeUnattendedAccess, type UnattendedRead } from '@/lib/accounts/consume-unattended-access';
import { refreshShownAccounts, type ShownAccountsRefresh } from '@/lib/accounts/refresh-shown-accounts';
import type { RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import { coreAccountReaderOrNull } from '@/lib/core-connector/resolve-core-account-reader';

export type EnforceAccessLimitsInput = AccountReadInput & {
  reads: UnattendedRead[];
  /** The accounts whose balances or transactions the call shows, refreshed from the core before it is counted (D34). */
  shown: RefreshableAccount[];
};

/**
 * Spec "Limits" (D15, D20): the access window, the refresh from the core (D34), then, without the PSU present, one call
 * counted against every read of an account the core knows. Call it last: a refused or failed call is never counted.
 */
export async function enforceAccessLimits(
  input: EnforceAccessLimitsInput,
): Promise<AccessWindow & { refresh: ShownAccountsRefresh }> {
  const access = await checkAccessWindow(input);
  const core = input.core === undefined ? coreAccountReaderOrNull() : input.core;
  // A call its limit refuses asks the core nothing: the count below stays the one that decides.
  if (access.isUnattended && core)
    await consumeUnattendedAccess({ tppId: input.tpp.id, reads: input.reads, now: input.now, isCheckOnly: true });
  // Only what the call shows is asked for: a balances read costs the core one call (D34).
  const parts = [...new Set(input.reads.map((read) => read.service))];
  const refresh = await refreshShownAccounts({ core, now: input.now, accounts: input.shown, parts });
  const reads = input.reads.filter((read) => !refresh.unknownIds.has(read.accountId));
  if (access.isUnattended) await consumeUnattendedAccess({ tppId: input.tpp.id, reads, now: input.now });
  return { ...access, refresh };
}
