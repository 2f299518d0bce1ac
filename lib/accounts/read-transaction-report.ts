import {
  buildTransactionReport,
  type BuildTransactionReportInput,
  type TransactionReport,
} from '@/lib/accounts/build-transaction-report';
import { accountClosedError } from '@/lib/accounts/account-closed-error';
import { enforceAccessLimits, type EnforceAccessLimitsInput } from '@/lib/accounts/enforce-access-limits';
import type { Balance } from '@/lib/generated/prisma/client';
import type { RefreshableAccount } from '@/lib/core-connector/core-refresh-source';

export type ReadTransactionReportInput = Omit<EnforceAccessLimitsInput, 'reads' | 'shown'> &
  Omit<BuildTransactionReportInput, 'earliestDate'> & {
    /** The consented account or card account the report is of, refreshed from the core and counted against its limits. */
    account: RefreshableAccount;
  };

/**
 * A page of an account's or card account's transaction report under spec "Limits": withBalance=true reads the
 * balances too, and both are counted, or neither when one is used up (D15). `balances`: as refreshed (D34), if they were.
 */
export async function readTransactionReport(
  input: ReadTransactionReportInput,
): Promise<{ report: TransactionReport; balances?: Balance[] }> {
  const services = input.query.withBalance ? (['transactions', 'balances'] as const) : (['transactions'] as const);
  const access = await enforceAccessLimits({
    ...input,
    shown: [input.account],
    reads: services.map((service) => ({ accountId: input.account.id, service })),
  });
  if (access.refresh.unknownIds.has(input.account.id)) throw accountClosedError(input.account.kind);
  const report = await buildTransactionReport({ ...input, earliestDate: access.earliestDate });
  return { report, balances: access.refresh.balances.get(input.account.id) };
}
