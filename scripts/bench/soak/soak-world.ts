import { completeSca } from '@/e2e/fixtures/complete-sca';
import { createSandboxTpp, type SandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import type { TestEnvironment } from '../../../tests/integration/support/test-environment';
import { fundPrivateAccounts } from '../fund-private-accounts';

/** One step of the mixed load: sends its requests and throws when an answer is not the one a working service gives. */
export type Scenario = { name: string; weight: number; run: () => Promise<void> };

// D10: the known state's private customers. The AIS reads use one (under a granted consent), the payments and the
// consents approved on the PSU pages the other, so that a new consent never ends the one the reads use.
const readerCustomer = '13039319955';
const payerCustomer = '12085592767';
const psuPresent = { 'PSU-IP-Address': '198.51.100.7' };
const payment = JSON.stringify({
  instructedAmount: { currency: 'NOK', amount: '1.00' },
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
});

function expectStatus(response: TppResponse, accepted: (status: number) => boolean, what: string): TppResponse {
  if (!accepted(response.status))
    throw new Error(`${what} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return response;
}

/** Where the PSU pages sent the PSU back; an error the bank reports to the TPP (`code=`) is a failed approval. */
function expectApproved(returned: URL, what: string): void {
  if (returned.searchParams.has('code')) throw new Error(`${what}: the PSU was sent back with ${returned.search}`);
}

/**
 * A TPP with both roles over an initialised sandbox (D10), a consent over the reader's accounts (written as an
 * approval leaves it), the payer's accounts funded for hours of 1.00 NOK payments, and a signed-in portal developer
 * of the TPP; and the soak's scenarios over them, weighted as a TPP aggregator's traffic is: mostly reads.
 */
export async function prepareSoakWorld(
  environment: TestEnvironment,
): Promise<{ tpp: SandboxTpp; scenarios: Scenario[]; runBatch: () => Promise<number> }> {
  process.env.DATABASE_URL = environment.databaseUrl;
  const { grantTestConsent } = await import('../../../tests/integration/support/grant-test-consent');
  const { signedInDeveloper } = await import('../../../tests/integration/support/portal-developer');
  const { baseUrl } = environment;
  const tpp = createSandboxTpp({
    baseUrl,
    client: { defaultHeaders: { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=soak' } },
  });
  await fundPrivateAccounts(tpp.client);
  const consent = await grantTestConsent({
    organizationIdentifier: tpp.organizationIdentifier,
    customerNumber: readerCustomer,
    context: 'PRIVATE',
  });
  const developer = await signedInDeveloper({
    linkedTo: tpp.organizationIdentifier,
    databaseUrl: environment.databaseUrl,
  });
  const readHeaders = { 'PSU-ID': consent.psuId, ...psuPresent };
  const accountId = consent.accountIds[0] ?? '';
  const read = (path: string) => async () => {
    expectStatus(await tpp.client.request('GET', path, { headers: readHeaders }), (status) => status === 200, path);
  };
  const page = (paths: string[], cookie?: string) => {
    let next = 0;
    return async () => {
      const path = paths[next++ % paths.length] ?? '/';
      const response = await fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      if (response.status >= 400) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    };
  };
  // The payer approves on the PSU pages what was just created; answers the created resource's links.
  const approveCreated = async (created: TppResponse, what: string) => {
    const links = (created.body as { _links: Record<string, { href: string }> })._links;
    expectApproved(
      await completeSca({ baseUrl, scaRedirect: links.scaRedirect?.href ?? '', customerNumber: payerCustomer }),
      what,
    );
    return links;
  };
  const scenarios: Scenario[] = [
    { name: 'GET /v1/accounts', weight: 4, run: read('/v1/accounts') },
    { name: 'GET /v1/accounts/{id}/balances', weight: 4, run: read(`/v1/accounts/${accountId}/balances`) },
    {
      name: 'GET …/transactions',
      weight: 4,
      run: read(`/v1/accounts/${accountId}/transactions?bookingStatus=booked&limit=50`),
    },
    {
      name: 'payment: initiate, approve on the PSU pages, read its status',
      weight: 1,
      run: async () => {
        const created = expectStatus(
          await tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
            body: payment,
            headers: { 'PSU-Context': 'PRIVATE' },
          }),
          (status) => status === 201,
          'payment initiation',
        );
        const links = await approveCreated(created, 'payment approval');
        const status = expectStatus(
          await tpp.client.request('GET', links.status?.href ?? ''),
          (answered) => answered === 200,
          'payment status',
        );
        if ((status.body as { transactionStatus?: string }).transactionStatus === 'RCVD')
          throw new Error('An approved payment is still RCVD');
      },
    },
    {
      name: 'consent: create, approve on the PSU pages',
      weight: 1,
      run: async () => {
        const created = expectStatus(
          await tpp.client.request('POST', '/v1/bank-offered-consents'),
          (status) => status === 201,
          'consent creation',
        );
        await approveCreated(created, 'consent approval');
      },
    },
    {
      name: 'portal pages',
      weight: 2,
      run: page(['/portal', '/portal/requests', '/portal/api/requests', '/portal/sandbox'], developer.cookie),
    },
    { name: 'PSU pages', weight: 1, run: page(['/help', '/privacy', '/my-consents']) },
  ];
  const runBatch = async () => {
    const run = expectStatus(
      await tpp.client.request('POST', '/v1/sandbox/batch-runs'),
      (status) => status === 200,
      'batch run',
    );
    return (run.body as { executed: string[] }).executed.length;
  };
  return { tpp, scenarios, runBatch };
}
