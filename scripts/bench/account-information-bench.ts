import pg from 'pg';
import { encodeCursor } from '@/lib/accounts/transaction-cursor';
import { createSandboxTpp } from '@/lib/tpp-kit/create-sandbox-tpp';
import { signRequest } from '@/lib/tpp-kit/sign-request';
import { findTppId } from './find-tpp-id';
import { loadTest, printLoadTable } from './load-test';
import { measure, type Measurement } from './measure';
import { printTable } from './print-table';
import { seedTransactions } from './seed-transactions';

const psuPresent = { 'PSU-IP-Address': '198.51.100.7' };

/**
 * D15: a signed GET …/transactions?limit=50 under load (50 connections) beside a trivial route of the same build,
 * and the latency of the first and a deep page on accounts holding 1,000 and 1,000,000 transactions.
 */
export async function benchAccountInformation(environment: { baseUrl: string; databaseUrl: string }): Promise<void> {
  process.env.DATABASE_URL = environment.databaseUrl;
  const { grantTestConsent } = await import('../../tests/integration/support/grant-test-consent');
  const tpp = createSandboxTpp({ baseUrl: environment.baseUrl, roles: ['PSP_AI'] });
  const initialized = await tpp.client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200) throw new Error(`initialize answered ${initialized.status}`);
  const consent = await grantTestConsent({ organizationIdentifier: tpp.organizationIdentifier, customerNumber: '13039319955', context: 'PRIVATE' });
  const [smallAccount, largeAccount] = consent.accountIds as [string, string];
  const tppId = await findTppId(environment.databaseUrl, tpp.organizationIdentifier);
  await seedTransactions({ databaseUrl: environment.databaseUrl, tppId, accountId: smallAccount, count: 1_000, idPrefix: 'small' });
  const seconds = await seedTransactions({ databaseUrl: environment.databaseUrl, tppId, accountId: largeAccount, count: 1_000_000, idPrefix: 'large' });
  console.log(`Inserted 1,000,000 transactions into one account in ${(seconds / 1000).toFixed(1)} s.`);

  const pagePath = (accountId: string, cursor?: string) => `/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
  const read = (path: string) => async () => {
    const response = await tpp.client.request('GET', path, { headers: { 'PSU-ID': consent.psuId, ...psuPresent } });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text.slice(0, 200)}`);
  };
  const deepCursor = encodeCursor({ segment: 'booked', after: await positionOf(environment.databaseUrl, largeAccount, 500_000) });
  const latencies: Measurement[] = [
    await measure('1,000 transactions: first page (limit=50)', read(pagePath(smallAccount)), { runs: 100, warmups: 10 }),
    await measure('1,000,000 transactions: first page (limit=50)', read(pagePath(largeAccount)), { runs: 100, warmups: 10 }),
    await measure('1,000,000 transactions: page after entry 500,000 (cursor)', read(pagePath(largeAccount, deepCursor)), { runs: 100, warmups: 10 }),
  ];
  printTable(latencies);
  const [small, large, deep] = latencies as [Measurement, Measurement, Measurement];
  console.log(`Latency ratio 1,000,000 : 1,000 transactions — first page ${(large.median / small.median).toFixed(2)}× (median), deep page ${(deep.median / small.median).toFixed(2)}×.\n`);

  // Pre-signed headers (a 1024-bit test key keeps this quick); each is used once.
  const pool = Array.from({ length: 40_000 }, () => signRequest({ method: 'GET', url: pagePath(largeAccount), certificate: tpp.certificate, headers: { 'PSU-ID': consent.psuId, ...psuPresent } }).headers);
  let next = 0;
  const results = [
    await loadTest({ name: '`GET /healthz` (trivial route)', baseUrl: environment.baseUrl, path: '/healthz', connections: 50, seconds: 10 }),
    await loadTest({ name: 'signed `GET …/transactions?limit=50` (1,000,000 transactions)', baseUrl: environment.baseUrl, path: pagePath(largeAccount), connections: 50, seconds: 10, headersFor: () => pool[next++] ?? {} }),
  ];
  if (next >= pool.length) console.log('Warning: the pool of pre-signed requests ran out; later requests were unsigned.');
  printLoadTable(results);
}

/** The keyset position (booking date, id) of the n-th newest booked entry of an account. */
async function positionOf(databaseUrl: string, accountId: string, index: number): Promise<{ date: string; id: string }> {
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
