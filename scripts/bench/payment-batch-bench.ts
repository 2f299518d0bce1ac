import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { findTppId } from './find-tpp-id';
import { fundPrivateAccounts } from './fund-private-accounts';
import { insertDuePayments } from './insert-due-payments';

const paymentCount = 10_000;

/**
 * D24: one batch run over 10,000 due payments of 1.00 NOK, spread round-robin over the private accounts of an
 * initialised sandbox (PDNG rows bulk-inserted by insertDuePayments, balances set high enough for all), executed by
 * POST /v1/sandbox/batch-runs; prints the run's wall time and payments per second.
 */
export async function benchPaymentBatch(environment: TestEnvironment): Promise<void> {
  const { client, organizationIdentifier } = createSandboxTpp({ baseUrl: environment.baseUrl });
  const accountIds = await fundPrivateAccounts(client);
  const tppId = await findTppId(environment.databaseUrl, organizationIdentifier);
  await insertDuePayments({
    databaseUrl: environment.databaseUrl,
    tppId,
    accountIds,
    count: paymentCount,
    idPrefix: 'bench',
  });
  const started = performance.now();
  const run = await client.request('POST', '/v1/sandbox/batch-runs');
  const seconds = (performance.now() - started) / 1000;
  const executed = (run.body as { executed?: string[] }).executed?.length ?? 0;
  if (run.status !== 200 || executed !== paymentCount)
    throw new Error(`batch-runs answered ${run.status} with ${executed} executed: ${run.text.slice(0, 300)}`);
  console.log(
    `| POST /v1/sandbox/batch-runs, ${paymentCount.toLocaleString('en')} due payments over ${accountIds.length} accounts | ${seconds.toFixed(1)} s | ${Math.round(paymentCount / seconds)} payments/s |`,
  );
}
