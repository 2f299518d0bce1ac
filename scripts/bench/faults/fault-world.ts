import { randomUUID } from 'node:crypto';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { createTppClient, type TppClient } from '@/tools/tpp-kit/tpp-client';
import { findTppId } from '../find-tpp-id';
import { fundPrivateAccounts } from '../fund-private-accounts';
import { journaledClient, type JournalEntry } from './request-journal';

export const payerCustomer = '12085592767';
const readerCustomer = '13039319955';
export const domesticPayment = JSON.stringify({
  instructedAmount: { currency: 'NOK', amount: '1.00' },
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
});

/** A creation the TPP got no 201 for, to send again with the same X-Request-ID (D5) once the service is back. */
export type UnansweredCreation = { xRequestId: string; path: string; body?: string; headers: Record<string, string> };

/**
 * One TPP of the fault benchmark: its sandbox initialised and funded, a consent over the reader's accounts, a client
 * that follows the app across restarts (its address changes) and journals every signed request, and what the TPP and
 * the PSU were told: the ids answered 201, the payments the PSU saw approved, the creations left unanswered.
 */
export async function prepareFaultTpp(input: { baseUrl: () => string; databaseUrl: string }) {
  process.env.DATABASE_URL = input.databaseUrl;
  const { grantTestConsent } = await import('../../../tests/integration/support/grant-test-consent');
  const defaultHeaders = { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=faults' };
  const tpp = createSandboxTpp({ baseUrl: input.baseUrl(), client: { defaultHeaders } });
  const accountIds = await fundPrivateAccounts(tpp.client);
  const tppId = await findTppId(input.databaseUrl, tpp.organizationIdentifier);
  const consent = await grantTestConsent({
    organizationIdentifier: tpp.organizationIdentifier,
    customerNumber: readerCustomer,
    context: 'PRIVATE',
  });
  let clientFor: { baseUrl: string; client: TppClient } = { baseUrl: input.baseUrl(), client: tpp.client };
  const currentClient = () => {
    if (clientFor.baseUrl !== input.baseUrl())
      clientFor = {
        baseUrl: input.baseUrl(),
        client: createTppClient({ baseUrl: input.baseUrl(), certificate: tpp.certificate, defaultHeaders }),
      };
    return clientFor.client;
  };
  const journal: JournalEntry[] = [];
  const client = journaledClient(currentClient, journal);
  const answeredPayments = new Set<string>();
  const answeredConsents = new Set<string>();
  const seenApproved = new Set<string>();
  const unanswered: UnansweredCreation[] = [];

  /** Sends a creation; a 201 is recorded, anything else is kept to be sent again. */
  const create = async (
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
    xRequestId: string = randomUUID(),
  ) => {
    const response = await client.request('POST', path, {
      ...(body ? { body } : {}),
      headers: { ...headers, 'X-Request-ID': xRequestId },
    });
    if (response?.status !== 201) {
      unanswered.push({ xRequestId, path, body, headers });
      return null;
    }
    const created = response.body as {
      paymentId?: string;
      consentId?: string;
      _links: Record<string, { href: string }>;
    };
    if (created.paymentId) answeredPayments.add(created.paymentId);
    if (created.consentId) answeredConsents.add(created.consentId);
    return created;
  };
  return {
    tpp,
    /** The signing client of the app as it is now (a restarted app has another address); not journaled. */
    client: currentClient,
    tppId,
    accountIds,
    grantedConsentId: consent.consentId,
    journal,
    answeredPayments,
    answeredConsents,
    seenApproved,
    /** A signed account list read, as a TPP aggregator polls. */
    readAccounts: () =>
      client.request('GET', '/v1/accounts', { headers: { 'PSU-ID': consent.psuId, 'PSU-IP-Address': '198.51.100.7' } }),
    /** A payment initiated and approved on the PSU pages; the approval is recorded only when the PSU saw it succeed. */
    async payAndApprove(product = 'norwegian-domestic-credit-transfers') {
      const created = await create(`/v1/payments/${product}`, domesticPayment, { 'PSU-Context': 'PRIVATE' });
      if (!created?.paymentId) return;
      const returned = await completeSca({
        baseUrl: input.baseUrl(),
        scaRedirect: created._links.scaRedirect?.href ?? '',
        customerNumber: payerCustomer,
      }).catch(() => null);
      if (returned && !returned.searchParams.has('code')) seenApproved.add(created.paymentId);
    },
    createConsent: () => create('/v1/bank-offered-consents', undefined, {}),
    /** Every creation left unanswered, sent again with its own X-Request-ID, as a TPP retries (D5: at most once created). */
    async retryUnanswered() {
      const retries = unanswered.splice(0);
      for (const retry of retries) await create(retry.path, retry.body, retry.headers, retry.xRequestId);
      return { sent: retries.length, unresolved: unanswered.map((each) => each.path) };
    },
  };
}

export type FaultTpp = Awaited<ReturnType<typeof prepareFaultTpp>>;
