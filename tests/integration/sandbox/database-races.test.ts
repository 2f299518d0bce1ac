import { describe, expect, it } from 'vitest';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { createAisTpp, psuPresent } from '@/tests/integration/support/ais-fixture';
import { newSandboxTpp } from '@/tests/integration/support/sandbox-tpp';
import { newPrivateCustomer } from '@/tests/integration/support/new-private-customer';

// D2 and D21: a race a TPP runs against its own sandbox never earns a 5xx. Each round starts the racing requests
// together; whoever wins, every answer is a success or a Berlin Group 4xx with a text.

const rounds = 20;

/** `request` is a kind (the key of the allowed outcomes), optionally followed by the path, for the failure report. */
type Outcome = { request: string; status: number; code?: string };

function outcome(request: string, response: TppResponse): Outcome {
  const messages = (
    response.body as { tppMessages?: { category?: string; code?: string; text?: string }[] } | undefined
  )?.tppMessages;
  if (response.status >= 400) {
    expect(messages, `${request} answered ${response.status}: ${response.text.slice(0, 300)}`).toHaveLength(1);
    expect(messages?.[0]).toMatchObject({ category: 'ERROR', code: expect.any(String), text: expect.any(String) });
  }
  return { request, status: response.status, ...(messages?.[0]?.code ? { code: messages[0].code } : {}) };
}

function expectNoServerError(outcomes: Outcome[], allowed: Record<string, string[]>): void {
  const unexpected = outcomes.filter(
    (item) =>
      !(allowed[item.request.split(' ')[0] ?? ''] ?? []).includes(
        item.code ? `${item.status} ${item.code}` : String(item.status),
      ),
  );
  expect(unexpected).toEqual([]);
}

describe('creating in a sandbox customer that is being deleted', () => {
  // A create that lost the race refers to a customer that is gone: 400 when the lookup already missed it, 404 after.
  const createOutcomes = ['201', '400 FORMAT_ERROR', '404 RESOURCE_UNKNOWN'];

  it.each([
    ['/v1/sandbox/accounts', (customerNumber: string) => ({ customerNumber, currency: 'NOK' })],
    [
      '/v1/sandbox/card-accounts',
      (customerNumber: string) => ({ customerNumber, currency: 'NOK', maskedPan: '525412******3241' }),
    ],
  ])('POST %s against DELETE of its customer', async (path, body) => {
    const tpp = newSandboxTpp();
    const outcomes: Outcome[] = [];
    for (let round = 0; round < rounds; round++) {
      const customer = await newPrivateCustomer(tpp, 'Race Nordmann');
      const [first, second, deleted] = await Promise.all([
        tpp.post(path, body(customer.customerNumber)),
        tpp.post(path, body(customer.customerNumber)),
        tpp.delete(customer._links.self.href),
      ]);
      outcomes.push(outcome('create', first), outcome('create', second), outcome('delete', deleted));
    }
    expectNoServerError(outcomes, { create: createOutcomes, delete: ['204'] });
  });
});

describe('reading sandbox agreements while their owner is deleted', () => {
  it('GET /v1/sandbox/agreements/{id} and GET /v1/sandbox/customers?withAgreements=true', async () => {
    const tpp = newSandboxTpp();
    const outcomes: Outcome[] = [];
    for (let round = 0; round < rounds; round++) {
      const customer = await newPrivateCustomer(tpp, 'Race Nordmann');
      const withAgreements = (await tpp.get(`${customer._links.self.href}?withAgreements=true`))
        .body as SandboxCustomerView;
      const agreement = withAgreements.agreements?.[0]?._links.self.href ?? '';
      const [read, list, deleted, again] = await Promise.all([
        tpp.get(agreement),
        tpp.get('/v1/sandbox/customers?withAgreements=true&withAccounts=true'),
        tpp.delete(customer._links.self.href),
        tpp.get(agreement),
      ]);
      outcomes.push(outcome('read', read), outcome('list', list), outcome('delete', deleted), outcome('read', again));
      for (const listed of (list.body as { customers?: SandboxCustomerView[] }).customers ?? []) {
        for (const item of listed.agreements ?? []) expect(item.owner).toMatch(/^\d{11}$/);
      }
    }
    expectNoServerError(outcomes, { read: ['200', '404 RESOURCE_UNKNOWN'], list: ['200'], delete: ['204'] });
  });
});

describe('account information while the same TPP initialises its sandbox', () => {
  it('GET /v1/accounts, balances, transactions and card accounts with a valid PSU-ID', async () => {
    const tpp = await createAisTpp();
    const outcomes: Outcome[] = [];
    // Lost races see the consent gone with the reset (401 + scaRedirect) or the account gone (404).
    const readOutcomes = ['200', '401 CONSENT_INVALID', '404 RESOURCE_UNKNOWN'];
    // A round is a consent, a reset and batches of seven signed reads until the reset has answered: about a second on
    // a busy 2-core machine (the reset alone 0.1-0.6 s, stretched by the reads beside it), so half the other races'
    // rounds. Most rounds see both sides of the reset; at least one must, or the reads never raced it.
    let roundsAcrossReset = 0;
    for (let round = 0; round < rounds / 2; round++) {
      const roundStart = outcomes.length;
      const consent = await tpp.grant('13039319955');
      const [accountId, cardAccountId] = [consent.accountIds[0] ?? '', consent.cardAccountIds[0] ?? ''];
      const paths = [
        '/v1/accounts?withBalance=true',
        `/v1/accounts/${accountId}?withBalance=true`,
        `/v1/accounts/${accountId}/balances`,
        `/v1/accounts/${accountId}/transactions?bookingStatus=both`,
        '/v1/card-accounts?withBalance=true',
        `/v1/card-accounts/${cardAccountId}`,
        `/v1/card-accounts/${cardAccountId}/transactions?bookingStatus=both`,
      ];
      let isInitialized = false;
      const initialize = tpp.client.request('POST', '/v1/sandbox/initialize').finally(() => (isInitialized = true));
      // Reads keep coming until the reset has committed, so that some of them straddle the commit.
      do {
        const reads = await Promise.all(paths.map((path) => tpp.read(path, consent, psuPresent)));
        outcomes.push(...reads.map((response, index) => outcome(`read ${paths[index]}`, response)));
        for (const response of reads) {
          if (response.status === 401)
            expect(response.body).toMatchObject({
              _links: { scaRedirect: { href: expect.stringMatching(/^https?:\/\//) } },
            });
        }
      } while (!isInitialized);
      const statuses = new Set(outcomes.slice(roundStart).map((item) => item.status));
      if (statuses.has(200) && (statuses.has(401) || statuses.has(404))) roundsAcrossReset++;
      outcomes.push(outcome('initialize', await initialize));
    }
    expectNoServerError(outcomes, { read: readOutcomes, initialize: ['200'] });
    expect(roundsAcrossReset).toBeGreaterThan(0);
  });
});

describe('PSU-Corporate-IDs made by requests that arrive together', () => {
  // D8: a PSU-Corporate-ID is made the first time it is needed; two requests that both make it get the same id.
  it('GET /v1/agreements at once, before any of the PSU-Corporate-IDs exists', async () => {
    const outcomes: Outcome[] = [];
    const bodies = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const tpp = await createAisTpp();
      const consent = await tpp.grant('13039319955');
      const answers = await Promise.all(Array.from({ length: 8 }, () => tpp.read('/v1/agreements', consent)));
      outcomes.push(...answers.map((response) => outcome('agreements', response)));
      bodies.clear();
      for (const response of answers) if (response.status === 200) bodies.add(response.text);
      expect(bodies.size).toBeLessThanOrEqual(1);
    }
    expectNoServerError(outcomes, { agreements: ['200'] });
  });
});
