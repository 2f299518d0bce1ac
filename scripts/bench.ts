// npm run bench: the sandbox, account-information, payment and batch benchmarks over signed requests against the
// built app (npx next build first) and its own embedded PostgreSQL. Options (`--only=ais|payments|batch|isolation`,
// `--seconds=N`; `--only=psu-return`: Approve → TPP in Chromium; `--only=traffic`: the dashboard's charts, D28;
// `--only=core`: production reads refreshed from the reference core, and its faults, D34; `--only=log`: the request
// log's partitions at a bank's volume, `--log-rows=N` (100 million), D36; `--only=load`: the one table of every route
// at capacity and at half of it in an open loop; `--only=psu`: the PSU pages' time to first byte under API load, and
// the table with them) and the named `soak` and `faults` runs: README.md "Performance".
import os from 'node:os';
import { parseArgs } from 'node:util';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { startTestEnvironment } from '../tests/integration/support/test-environment';
import { explainTransactionPage } from './bench/explain-transaction-page';
import { findTppId } from './bench/find-tpp-id';
import { measure, type Measurement } from './bench/measure';
import { printTable } from './bench/print-table';
import { seedTransactions } from './bench/seed-transactions';
import { benchAccountInformation } from './bench/account-information-bench';
import { benchApprovalIsolation } from './bench/approval-isolation-bench';
import { benchPaymentBatch } from './bench/payment-batch-bench';
import { benchPaymentInitiation } from './bench/payment-initiation-bench';
import { benchPsuReturn } from './bench/psu-return-bench';
import { benchTrafficCharts } from './bench/traffic-charts-bench';
import { benchCoreReads } from './bench/core-read-bench';
import { benchRequestLog } from './bench/request-log-bench';
import { benchLoadTable } from './bench/load-table-bench';
import { benchPsuUnderLoad, withPsuInstance } from './bench/psu-under-load-bench';
import { printLoadRows, type PsuPageRow } from './bench/print-load-rows';

const transactionCount = 100_000;

async function expectStatus(response: Promise<{ status: number; text: string }>, status: number): Promise<void> {
  const answered = await response;
  if (answered.status !== status)
    throw new Error(`Expected ${status}, got ${answered.status}: ${answered.text.slice(0, 300)}`);
}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    minutes: { type: 'string', default: '30' },
    'interval-seconds': { type: 'string', default: '60' },
    workers: { type: 'string', default: '8' },
    'log-rows': { type: 'string', default: '100000000' },
  },
});
const named = positionals[0];
if (named !== undefined) {
  if (named !== 'soak' && named !== 'faults') throw new Error(`The named benchmarks are soak and faults, not ${named}`);
  const hasPassed = named === 'soak' ? await runNamedSoak() : await (await import('./bench/faults-bench')).runFaults();
  process.exit(hasPassed ? 0 : 1);
}
const only = flags.only;
const parts = ['ais', 'payments', 'batch', 'isolation', 'psu-return', 'traffic', 'core', 'log', 'load', 'psu'];
if (only !== undefined && !parts.includes(only))
  throw new Error(
    `--only is ais, payments, batch, isolation, psu-return, traffic, core, log, load or psu, not ${only}`,
  );
const seconds = Number(flags.seconds);
if (!Number.isInteger(seconds) || seconds < 1) throw new Error('--seconds is a whole number of seconds');

console.log('Starting an embedded PostgreSQL and the built app…');
const environment = await startTestEnvironment();
try {
  if (only === undefined) await benchReads();
  if (only === undefined || only === 'ais') {
    console.log('\nAccount information…');
    await benchAccountInformation(environment, { seconds });
  }
  if (only === undefined || only === 'payments') {
    console.log('\nPayment initiation…');
    await benchPaymentInitiation(environment);
  }
  if (only === undefined || only === 'isolation') {
    console.log('\nAn unrelated read while one PSU hammers a payment approval…');
    await benchApprovalIsolation(environment);
  }
  if (only === undefined || only === 'psu-return') {
    console.log('\nA PSU approval in Chromium, from Approve to the TPP (D29)…');
    await benchPsuReturn(environment);
  }
  if (only === undefined || only === 'payments' || only === 'batch') {
    console.log('\nPayment batch…');
    await benchPaymentBatch(environment);
  }
  if (only === undefined || only === 'core') {
    console.log("\nProduction reads refreshed from the bank's core, and the core's faults (D34)…");
    if (!(await benchCoreReads(environment))) process.exitCode = 1;
  }
  if (only === undefined || only === 'load' || only === 'psu') {
    console.log('\nEvery route at capacity, and at half of it in an open loop…');
    const rows = await benchLoadTable(environment, { seconds });
    let psuRows: PsuPageRow[] = [];
    if (only !== 'load') {
      console.log("\nThe PSU's pages over HTTP while the API runs at half its capacity…");
      psuRows = await withPsuInstance(environment, (psuInstance) =>
        benchPsuUnderLoad(environment, { rows, seconds: 3 * seconds, psuInstance }),
      );
    }
    console.log(`\nThe table (${machine()}):\n`);
    printLoadRows(rows, psuRows);
  }
  if (only === 'traffic') {
    console.log("\nThe dashboard's traffic charts on 10 million log rows (D28)…");
    await benchTrafficCharts(environment);
  }
  if (only === 'log') {
    console.log(`\nThe request log's day partitions on ${flags['log-rows']} rows (D36)…`);
    await benchRequestLog(environment, { logRows: Number(flags['log-rows']) });
  }
} finally {
  await environment.stop();
}

async function benchReads(): Promise<void> {
  const { client, organizationIdentifier } = createSandboxTpp({ baseUrl: environment.baseUrl });
  const measurements: Measurement[] = [];
  // What every signed request costs (signing, signature and certificate checks, X-Request-ID claim, request log).
  measurements.push(
    await measure(
      'GET /v1/sandbox/customers (empty sandbox: the cost of any signed request)',
      () => expectStatus(client.request('GET', '/v1/sandbox/customers'), 200),
      { runs: 50, warmups: 5 },
    ),
  );
  measurements.push(
    await measure(
      'POST /v1/sandbox/initialize',
      () => expectStatus(client.request('POST', '/v1/sandbox/initialize'), 200),
      { runs: 20, warmups: 3 },
    ),
  );

  const initialized = await client.request('POST', '/v1/sandbox/initialize');
  const customers = (initialized.body as { customers: { accounts: { resourceId: string }[] }[] }).customers;
  const accountId = customers[1]?.accounts[0]?.resourceId ?? '';
  const tppId = await findTppId(environment.databaseUrl, organizationIdentifier);
  const seededIn = await seedTransactions({
    databaseUrl: environment.databaseUrl,
    tppId,
    accountId,
    count: transactionCount,
  });
  console.log(`Inserted ${transactionCount} transactions into one account in ${(seededIn / 1000).toFixed(1)} s.`);

  const list = (query: string) => () =>
    expectStatus(client.request('GET', `/v1/sandbox/accounts/${accountId}/transactions?${query}`), 200);
  measurements.push(
    await measure('GET …/transactions?limit=50 (first page)', list('limit=50'), { runs: 50, warmups: 5 }),
  );
  measurements.push(
    await measure('GET …/transactions?offset=50000&limit=50', list('offset=50000&limit=50'), { runs: 20, warmups: 2 }),
  );
  measurements.push(
    await measure('GET …/transactions?offset=99950&limit=50 (last page)', list('offset=99950&limit=50'), {
      runs: 20,
      warmups: 2,
    }),
  );
  const today = bankDate(new Date());
  const month = `fromDate=${addDays(today, -400)}&toDate=${addDays(today, -371)}`;
  measurements.push(
    await measure('GET …/transactions?fromDate=…&toDate=… (30 days, limit=50)', list(`${month}&limit=50`), {
      runs: 50,
      warmups: 5,
    }),
  );
  measurements.push(
    await measure('GET …/transactions?limit=1000 (largest page)', list('limit=1000'), { runs: 20, warmups: 2 }),
  );

  console.log(
    `\n${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  printTable(measurements);
  console.log('\nPlan of the last page (ids of the booked part):');
  for (const line of await explainTransactionPage({
    databaseUrl: environment.databaseUrl,
    accountId,
    offset: transactionCount - 50,
  }))
    console.log(`  ${line}`);
}

/** The machine and its load at the time, printed beside the table. */
function machine(): string {
  const load = os.loadavg().map((value) => value.toFixed(1));
  return `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, load average ${load.join(' ')}`;
}

async function runNamedSoak(): Promise<boolean> {
  const [minutes, intervalSeconds, workers] = [flags.minutes, flags['interval-seconds'], flags.workers].map(Number) as [
    number,
    number,
    number,
  ];
  if (![minutes, intervalSeconds, workers].every((value) => Number.isInteger(value) && value >= 1))
    throw new Error('--minutes, --interval-seconds and --workers are whole numbers of at least 1');
  const { runSoak } = await import('./bench/soak-bench');
  console.log('Starting an embedded PostgreSQL and the built app…');
  const soakEnvironment = await startTestEnvironment();
  try {
    return await runSoak(soakEnvironment, { minutes, intervalSeconds, workers });
  } finally {
    await soakEnvironment.stop();
  }
}
