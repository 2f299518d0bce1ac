import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { signRequest, type SigningCertificate } from '@/tools/tpp-kit/sign-request';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { findTppId } from './find-tpp-id';
import { grantBenchConsent } from './grant-bench-consent';
import type { OpenLoopRequest } from './open-loop';
import { domesticPayment } from './payment-bench-client';
import { seedAccountCopies } from './seed-account-copies';
import { seedTransactions } from './seed-transactions';

/** A route of the load table: how many of its requests a run may send, and each one prepared (signed) beforehand. */
export type LoadRoute = {
  name: string;
  method: 'GET' | 'POST';
  /** The path autocannon is given; a prepared request may name another (an account per request). */
  path: string;
  expectedStatus: number;
  /** How many distinct requests the route allows in one run (the unattended limit); unlimited when absent. */
  limit?: number;
  /** `count` requests dated `dated` (within the 60 s clock skew of D5 for the run), each with its own X-Request-ID. */
  prepare: (count: number, dated: Date) => OpenLoopRequest[];
  /** The route's bounds (its performance targets): p99 at half capacity in the open loop, and requests/s against a baseline. */
  openLoopP99AtMost?: number;
  ratioAtLeast?: { of: 'floor' | '/healthz'; percent: number };
};

const psuPresent = { 'PSU-IP-Address': '198.51.100.7' };

/** Requests for each account in turn, at most `perAccount` for each (the unattended limit counts per account). */
function signedFor(
  certificate: SigningCertificate,
  method: 'GET' | 'POST',
  paths: string[],
  headers: Record<string, string>,
  body?: string,
) {
  return (count: number, dated: Date): OpenLoopRequest[] =>
    Array.from({ length: count }, (_, index) => {
      const path = paths[index % paths.length] as string;
      const signed = signRequest({ method, url: path, certificate, headers, body, now: dated });
      return { method, path, headers: signed.headers, body: signed.body };
    });
}

/**
 * The table's routes over a world made for them: Kari Nordmann's consent over an account of 1,000 booked entries, in
 * another TPP's world a consent over `unattendedAccounts` copies of hers (4 reads a day each without the PSU present),
 * and a payment TPP.
 */
export async function prepareLoadRoutes(
  environment: TestEnvironment,
  options: { unattendedAccounts: number },
): Promise<LoadRoute[]> {
  process.env.DATABASE_URL = environment.databaseUrl;
  const { tpp, consent } = await grantBenchConsent(environment.baseUrl);
  const accountId = consent.accountIds[0] as string;
  const tppId = await findTppId(environment.databaseUrl, tpp.organizationIdentifier);
  await seedTransactions({ databaseUrl: environment.databaseUrl, tppId, accountId, count: 1_000 });
  // The copies go to another TPP's sandbox world, so that its Kari's 1,000 accounts leave the other routes' alone.
  const reader = await grantBenchConsent(environment.baseUrl);
  const copies = await seedAccountCopies({
    databaseUrl: environment.databaseUrl,
    accountId: reader.consent.accountIds[0] as string,
    copies: options.unattendedAccounts,
    transactions: 60,
  });
  const { grantTestConsent } = await import('../../tests/integration/support/grant-test-consent');
  const unattended = await grantTestConsent({
    organizationIdentifier: reader.tpp.organizationIdentifier,
    customerNumber: '13039319955',
    context: 'PRIVATE',
  });
  const unattendedCopies = unattended.accountIds.filter((id) => copies.includes(id));

  // Payments: a PSP_PI TPP of its own (payment-bench-client.ts), and one payment whose status is read.
  const payer = createSandboxTpp({ baseUrl: environment.baseUrl, roles: ['PSP_PI'] });
  const initialized = await payer.client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200) throw new Error(`initialize answered ${initialized.status}`);
  const paymentPath = '/v1/payments/norwegian-domestic-credit-transfers';
  const paymentHeaders = { 'TPP-Redirect-URI': 'https://tpp.example/cb', ...psuPresent };
  const created = await payer.client.request('POST', paymentPath, { headers: paymentHeaders, body: domesticPayment });
  if (created.status !== 201) throw new Error(`initiation answered ${created.status}: ${created.text.slice(0, 300)}`);
  const paymentId = (created.body as { paymentId: string }).paymentId;

  const ais = { 'PSU-ID': consent.psuId, ...psuPresent };
  const page = (id: string) => `/v1/accounts/${id}/transactions?bookingStatus=booked&limit=50`;
  const read = (paths: string[], headers: Record<string, string> = ais) =>
    signedFor(tpp.certificate, 'GET', paths, headers);
  return [
    {
      name: 'signed `GET /v1/no-such-resource` (404, the floor)',
      method: 'GET',
      path: '/v1/no-such-resource',
      expectedStatus: 404,
      prepare: read(['/v1/no-such-resource']),
    },
    {
      name: 'signed `GET /v1/accounts`',
      method: 'GET',
      path: '/v1/accounts',
      expectedStatus: 200,
      prepare: read(['/v1/accounts']),
      openLoopP99AtMost: 30,
      ratioAtLeast: { of: 'floor', percent: 90 },
    },
    {
      name: 'signed `GET /v1/accounts/{id}/balances`',
      method: 'GET',
      path: `/v1/accounts/${accountId}/balances`,
      expectedStatus: 200,
      prepare: read([`/v1/accounts/${accountId}/balances`]),
      openLoopP99AtMost: 30,
      ratioAtLeast: { of: 'floor', percent: 90 },
    },
    {
      name: 'signed transactions page, PSU present (50 booked of 1,000)',
      method: 'GET',
      path: page(accountId),
      expectedStatus: 200,
      prepare: read([page(accountId)]),
      openLoopP99AtMost: 50,
      ratioAtLeast: { of: 'floor', percent: 70 },
    },
    {
      name: `signed transactions page, PSU not present (${unattendedCopies.length} accounts, 4 reads each)`,
      method: 'GET',
      path: page(unattendedCopies[0] as string),
      expectedStatus: 200,
      limit: 4 * unattendedCopies.length,
      prepare: signedFor(reader.tpp.certificate, 'GET', unattendedCopies.map(page), { 'PSU-ID': unattended.psuId }),
      ratioAtLeast: { of: 'floor', percent: 50 },
    },
    {
      name: 'signed `POST /v1/bank-offered-consents`',
      method: 'POST',
      path: '/v1/bank-offered-consents',
      expectedStatus: 201,
      prepare: signedFor(tpp.certificate, 'POST', ['/v1/bank-offered-consents'], {
        'TPP-Redirect-URI': 'https://tpp.example/cb',
      }),
    },
    {
      name: 'signed payment initiation (`POST /v1/payments/norwegian-domestic-credit-transfers`)',
      method: 'POST',
      path: paymentPath,
      expectedStatus: 201,
      prepare: signedFor(payer.certificate, 'POST', [paymentPath], paymentHeaders, domesticPayment),
      ratioAtLeast: { of: '/healthz', percent: 40 },
    },
    {
      name: 'signed payment status read',
      method: 'GET',
      path: `${paymentPath}/${paymentId}/status`,
      expectedStatus: 200,
      prepare: signedFor(payer.certificate, 'GET', [`${paymentPath}/${paymentId}/status`], psuPresent),
    },
  ];
}

/** `/healthz`, unsigned: the framework's own cost. */
export const healthzRoute: LoadRoute = {
  name: '`GET /healthz` (trivial route)',
  method: 'GET',
  path: '/healthz',
  expectedStatus: 200,
  prepare: (count) => Array.from({ length: count }, () => ({ method: 'GET', path: '/healthz', headers: {} })),
};
