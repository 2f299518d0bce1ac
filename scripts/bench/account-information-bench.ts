import pg from 'pg';
import { encodeCursor } from '@/lib/accounts/transaction-cursor';
import { signRequest } from '@/tools/tpp-kit/sign-request';
import { grantBenchConsent } from './grant-bench-consent';
import { findTppId } from './find-tpp-id';
import { loadTest, printLoadTable, signedPoolPerSecond, type LoadRequest, type LoadResult } from './load-test';
import { measure, type Measurement } from './measure';
import { printTable } from './print-table';
import { seedTransactions } from './seed-transactions';

const psuPresent = { 'PSU-IP-Address': '198.51.100.7' };

export type BenchAccountInformationInput = { baseUrl: string; databaseUrl: string; output: () => string };

/**
 * The hot path of a TPP aggregator (D15): page latency on accounts with 1,000 and 1,000,000 transactions, then each
 * signed account-information route under load beside `/healthz` (README.md "Account information under load").
 */
export async function benchAccountInformation(
  environment: BenchAccountInformationInput,
  options: { seconds: number },
): Promise<void> {
  process.env.DATABASE_URL = environment.databaseUrl;
  const { tpp, consent } = await grantBenchConsent(environment.baseUrl);
  const [smallAccount, largeAccount] = consent.accountIds as [string, string];
  const tppId = await findTppId(environment.databaseUrl, tpp.organizationIdentifier);
  await seedTransactions({
    databaseUrl: environment.databaseUrl,
    tppId,
    accountId: smallAccount,
    count: 1_000,
    idPrefix: 'small',
  });
  const seconds = await seedTransactions({
    databaseUrl: environment.databaseUrl,
    tppId,
    accountId: largeAccount,
    count: 1_000_000,
    idPrefix: 'large',
  });
  console.log(`Inserted 1,000,000 transactions into one account in ${(seconds / 1000).toFixed(1)} s.`);

  const psuHeaders = { 'PSU-ID': consent.psuId, ...psuPresent };
  const pagePath = (accountId: string, cursor?: string) =>
    `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
  const read = (path: string) => async () => {
    const response = await tpp.client.request('GET', path, { headers: psuHeaders });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text.slice(0, 200)}`);
  };
  const deepCursor = encodeCursor({
    segment: 'booked',
    after: await positionOf(environment.databaseUrl, largeAccount, 500_000),
  });
  const latencies: Measurement[] = [
    await measure('1,000 transactions: first page (limit=50)', read(pagePath(smallAccount)), {
      runs: 100,
      warmups: 10,
    }),
    await measure('1,000,000 transactions: first page (limit=50)', read(pagePath(largeAccount)), {
      runs: 100,
      warmups: 10,
    }),
    await measure(
      '1,000,000 transactions: page after entry 500,000 (cursor)',
      read(pagePath(largeAccount, deepCursor)),
      { runs: 100, warmups: 10 },
    ),
  ];
  printTable(latencies);
  const [small, large, deep] = latencies as [Measurement, Measurement, Measurement];
  console.log(
    `Latency ratio 1,000,000 : 1,000 transactions — first page ${(large.median / small.median).toFixed(2)}× (median), deep page ${(deep.median / small.median).toFixed(2)}×.\n`,
  );

  // Each pool is signed just before its run, never during it, and each request is used once. The requests are dated
  // 50 s ahead: within the 60 s clock skew (D5) from the start of signing until well after the run, however long
  // signing takes on a loaded machine.
  const run = async (
    name: string,
    path: string,
    method: 'GET' | 'POST' = 'GET',
    headers: Record<string, string> = psuHeaders,
    expectedStatus?: number,
  ): Promise<LoadResult> => {
    const dated = new Date(Date.now() + 50_000);
    const pool: LoadRequest[] = Array.from({ length: signedPoolPerSecond * options.seconds }, () =>
      signRequest({ method, url: path, certificate: tpp.certificate, headers, now: dated }),
    );
    let next = 0;
    const result = await loadTest({
      name,
      baseUrl: environment.baseUrl,
      path,
      method,
      connections: 50,
      seconds: options.seconds,
      requestFor: () => pool[next++] ?? { headers: {} },
      expectedStatus,
    });
    if (next > pool.length)
      console.log(`Warning: ${name} used up its ${pool.length} pre-signed requests; later requests were unsigned.`);
    return result;
  };
  const healthz = () =>
    loadTest({
      name: '`GET /healthz` (trivial route)',
      baseUrl: environment.baseUrl,
      path: '/healthz',
      connections: 50,
      seconds: options.seconds,
    });
  const first = await healthz();
  const results = [
    await run(
      'signed `GET /v1/accounts/{id}/transactions?bookingStatus=booked&limit=50` (1,000,000 transactions)',
      pagePath(largeAccount),
    ),
    await run('signed `GET /v1/accounts`', '/v1/accounts'),
    await run('signed `GET /v1/accounts/{id}/balances`', `/v1/accounts/${largeAccount}/balances`),
    await run('signed `POST /v1/bank-offered-consents`', '/v1/bank-offered-consents', 'POST', {
      'TPP-Redirect-URI': 'https://tpp.example/cb',
    }),
    // The least any signed call costs: the signature check, the X-Request-ID claim (one statement), a 404 body, the log.
    await run(
      'signed `GET /v1/no-such-resource` (404: signature, X-Request-ID claim, log)',
      '/v1/no-such-resource',
      'GET',
      psuHeaders,
      404,
    ),
  ];
  const last = await healthz();
  // The trivial route is measured before and after the others; their mean is the baseline of the ratios.
  const baseline = (first.requestsPerSecond + last.requestsPerSecond) / 2;
  printLoadTable([first, ...results, { ...last, name: '`GET /healthz` again, after the others' }], baseline);
  if (results.some((result) => result.unexpected > 0)) {
    const said = environment
      .output()
      .split('\n')
      .filter((line) => line.startsWith('[xs2a]') || /"level":"(warn|error)"/.test(line) || /Error|error:/.test(line));
    console.log(`The app's warnings and errors:\n${said.slice(-20).join('\n')}`);
  }
  console.log(
    `Latency ratio 1,000,000 : 1,000 transactions (first page, median): ${(large.median / small.median).toFixed(2)}.`,
  );
}

/** The keyset position (booking date, id) of the n-th newest booked entry of an account. */
async function positionOf(
  databaseUrl: string,
  accountId: string,
  index: number,
): Promise<{ date: string; id: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const row = await client.query<{ date: string; id: string }>(
      `SELECT to_char("bookingDate", 'YYYY-MM-DD') AS date, id FROM "Transaction" WHERE "accountId" = $1 AND "bookingStatus" = 'booked' ORDER BY "bookingDate" DESC, id DESC OFFSET $2 LIMIT 1`,
      [accountId, index],
    );
    const position = row.rows[0];
    if (!position) throw new Error('The account has fewer entries than asked');
    return position;
  } finally {
    await client.end();
  }
}
