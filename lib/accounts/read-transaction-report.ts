import {
  buildTransactionReport,
  type BuildTransactionReportInput,
  type TransactionReport,
} from '@/lib/accounts/build-transaction-report';
import { enforceAccessLimits, type EnforceAccessLimitsInput } from '@/lib/accounts/enforce-access-limits';

export type ReadTransactionReportInput = Omit<EnforceAccessLimitsInput, 'reads'> &
  Omit<BuildTransactionReportInput, 'earliestDate'> & {
    /** The consented account or card account the report is of, counted against its limits. */
    accountId: string;
  };

/**
 * A page of an account's or card account's transaction report under spec "Limits": withBalance=true reads the
 * balances too, and both are counted, or neither when one is used up (D15).
 */
export async function readTransactionReport(input: ReadTransactionReportInput): Promise<TransactionReport> {
  const services = input.query.withBalance ? (['transactions', 'balances'] as const) : (['transactions'] as const);
  const access = await enforceAccessLimits({
    ...input,
    reads: services.map((service) => ({ accountId: input.accountId, service })),
  });
  return buildTransactionReport({ ...input, earliestDate: access.earliestDate });
}
