import pg from 'pg';
import { createSandboxTpp } from '@/lib/tpp-kit/create-sandbox-tpp';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { findTppId } from './find-tpp-id';

const paymentCount = 10_000;

/**
 * D24: one batch run over 10,000 due payments of 1.00 NOK, spread round-robin over the private accounts of an
 * initialised sandbox (PDNG rows bulk-inserted with generate_series, balances set high enough for all), executed by
 * POST /v1/sandbox/batch-runs; prints the run's wall time and payments per second.
 */
export async function benchPaymentBatch(environment: TestEnvironment): Promise<void> {
  const { client, organizationIdentifier } = createSandboxTpp({ baseUrl: environment.baseUrl });
  const initialized = await client.request('POST', '/v1/sandbox/initialize');
  const customers = (initialized.body as { customers: { customerType: string; accounts: { resourceId: string }[] }[] }).customers;
  const accountIds = customers.filter((customer) => customer.customerType === 'PRIVATE').flatMap((customer) => customer.accounts.map((account) => account.resourceId));
  for (const accountId of accountIds) {
    const balances = ['closingBooked', 'expected'].map((balanceType) => ({ balanceType, balanceAmount: { currency: 'NOK', amount: 2_000_000_000 } }));
    const response = await client.request('PUT', `/v1/sandbox/accounts/${accountId}/balances`, { body: JSON.stringify(balances) });
    if (response.status !== 200) throw new Error(`balances answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  const tppId = await findTppId(environment.databaseUrl, organizationIdentifier);
  const database = new pg.Client({ connectionString: environment.databaseUrl });
  await database.connect();
  try {
    await database.query(
      `INSERT INTO "Payment" ("id", "tppId", "service", "product", "status", "debtorAccountId", "debtorIban", "debtorCurrency", "totalAmount", "currency", "requestBody")
       SELECT 'benchpay' || lpad(g::text, 6, '0'), $1, 'payments', 'norwegian-domestic-credit-transfers', 'PDNG', a.id, a.iban, 'NOK', 100, 'NOK', '{}'
       FROM generate_series(1, $3::int) AS g JOIN "Account" a ON a.id = ($2::text[])[1 + g % array_length($2::text[], 1)]`,
      [tppId, accountIds, paymentCount],
    );
    await database.query(
      `INSERT INTO "PaymentInstruction" ("id", "paymentId", "position", "amount", "currency", "creditorName", "creditorIban")
       SELECT 'benchins' || lpad(g::text, 6, '0'), 'benchpay' || lpad(g::text, 6, '0'), 0, 100, 'NOK', 'Bench Mottaker AS', 'NO9386011117947'
       FROM generate_series(1, $1::int) AS g`,
      [paymentCount],
    );
    await database.query('VACUUM ANALYZE "Payment"');
  } finally {
    await database.end();
  }
  const started = performance.now();
  const run = await client.request('POST', '/v1/sandbox/batch-runs');
  const seconds = (performance.now() - started) / 1000;
  const executed = (run.body as { executed?: string[] }).executed?.length ?? 0;
  if (run.status !== 200 || executed !== paymentCount) throw new Error(`batch-runs answered ${run.status} with ${executed} executed: ${run.text.slice(0, 300)}`);
  console.log(`| POST /v1/sandbox/batch-runs, ${paymentCount.toLocaleString('en')} due payments over ${accountIds.length} accounts | ${seconds.toFixed(1)} s | ${Math.round(paymentCount / seconds)} payments/s |`);
}
