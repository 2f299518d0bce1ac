import { describe, expect, inject, it } from 'vitest';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { db } from '@/lib/db';
import { createTppClient, type SignedRequestSummary, type TppResponse } from '@/tools/tpp-kit/tpp-client';
import { paymentRedirect, paymentTppOfFile } from '@/tests/integration/support/payment-fixture-api';
import { responseProblems } from '@/tests/integration/support/sandbox-openapi-validator';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';

// D22: the payment client of a large aggregator, as its recorded traffic shows it. It creates the
// payment (BBAN accounts, creditorAddress with country only, the amount as a string, x-accept-fix), POSTs with no body
// to the relative startAuthorisation href, sends the PSU to that answer's scaRedirect, polls the relative status href
// and reads the relative self href. Its rule: PDNG, ACSC, ACCC, ACCP are paid; RJCT, CANC and any other status after
// SCA are failed. A client that reads only the creation's scaRedirect must complete too (D22).
const baseUrl = inject('baseUrl');
const tpp = paymentTppOfFile();
const customer = '12085592767';

const paid = ['PDNG', 'ACSC', 'ACCC', 'ACCP'];
/** The client's verdict on the status it reads after SCA: anything not paid (RJCT, CANC, ACTC, ACSP, ...) failed. */
const verdictOf = (status: string) => (paid.includes(status) ? 'paid' : 'failed');

type Link = { href: string; verbs?: string[] };
type Created = {
  transactionStatus: string;
  paymentId: string;
  transactionFees?: { amount: string; currency: string };
  transactionFeeIndicator?: boolean;
  _links: Record<string, Link>;
};

/** The aggregator's HTTP client: its headers on every call, base URL + relative href, every signed request recorded. */
function aggregatorClient() {
  const sent: SignedRequestSummary[] = [];
  const client = createTppClient({
    baseUrl,
    certificate: tpp.certificate,
    defaultHeaders: {
      ...paymentRedirect,
      'x-accept-fix': 'amount-as-string',
      'PSU-IP-Address': '192.0.2.44',
      'PSU-User-Agent': 'Mozilla/5.0 (Aggregator app)',
    },
    onSigned: (request) => sent.push(request),
  });
  return { client, sent };
}

/** A debtor account of the customer by BBAN, in NOK, that the customer owns. */
async function debtorBban(): Promise<string> {
  const owner = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });
  const account = await db.account.findFirstOrThrow({
    where: {
      tppId: owner.id,
      currency: 'NOK',
      bban: { not: null },
      engagements: { some: { customer: { customerNumber: customer }, roles: { has: 'OWNER' } } },
    },
    orderBy: { iban: 'asc' },
  });
  return account.bban ?? '';
}

/** The body as the client serialises it: its own key order, the amount as a string. */
const clientBody = (debtor: string, amount: string) =>
  JSON.stringify({
    instructedAmount: { currency: 'NOK', amount },
    debtorAccount: { bban: debtor },
    creditorName: 'Fjordkraft AS',
    creditorAccount: { bban: '15032080119' },
    creditorAddress: { country: 'NO' },
    remittanceInformationUnstructured: 'Faktura 2026-11',
  });

function expectSchemas(method: string, path: string, response: TppResponse) {
  expect(berlinGroupSchemaErrors({ method, path, status: response.status, body: response.body })).toEqual([]);
  expect(responseProblems(method, path, response.status, response.body)).toEqual([]);
}

/** Polls the status href as the client does (at most 90 times), promptly, until the PSU's SCA has moved the payment. */
async function pollStatus(client: ReturnType<typeof aggregatorClient>['client'], href: string): Promise<string> {
  for (let attempt = 0; attempt < 90; attempt++) {
    const response = await client.request('GET', href);
    expect(response.status, response.text).toBe(200);
    expectSchemas('get', '/v1/{payment-service}/{payment-product}/{paymentId}/status', response);
    const { transactionStatus } = response.body as { transactionStatus: string };
    if (transactionStatus !== 'RCVD') return transactionStatus;
  }
  throw new Error(`${href} still RCVD after 90 polls`);
}

describe.each([
  ['norwegian-domestic-credit-transfers', '150.00'],
  ['instant-norwegian-domestic-credit-transfers-straks', '75.50'],
])('the aggregator client pays with %s', (product, amount) => {
  it('creates, starts the authorisation with a body-less POST, lets the PSU approve, polls and reads: paid', async () => {
    const { client, sent } = aggregatorClient();
    const body = clientBody(await debtorBban(), amount);
    const created = await client.request('POST', `/v1/payments/${product}`, { body });
    expect(created.status, created.text).toBe(201);
    expectSchemas('post', '/v1/{payment-service}/{payment-product}', created);
    const answer = created.body as Created;
    expect(answer.transactionFees).toEqual({ amount: '0.00', currency: 'NOK' });
    expect(answer.transactionFeeIndicator).toBe(false);
    const self = `/v1/payments/${product}/${answer.paymentId}`;
    expect(answer._links.startAuthorisation).toEqual({ href: `${self}/authorisations`, verbs: ['POST'] });
    expect(answer._links.status?.href).toBe(`${self}/status`);
    expect(answer._links.self?.href).toBe(self);

    const started = await client.request('POST', answer._links.startAuthorisation?.href ?? '');
    const startRequest = sent.at(-1);
    // No body, so no Content-Type and no Digest, and the signature covers no digest (D5).
    expect(Object.keys(startRequest?.headers ?? {}).some((name) => /^(content-type|digest)$/i.test(name))).toBe(false);
    expect(startRequest?.signingString).not.toMatch(/^digest:/m);
    expect(started.status, started.text).toBe(201);
    expectSchemas('post', '/v1/{payment-service}/{payment-product}/{paymentId}/authorisations', started);
    const authorisation = started.body as { authorisationId: string; _links: Record<string, Link> };

    const returned = await completeSca({
      baseUrl,
      scaRedirect: authorisation._links.scaRedirect?.href ?? '',
      customerNumber: customer,
    });
    expect(returned.searchParams.get('psu-id')).toMatch(/^[0-9a-f-]{36}$/);

    const status = await pollStatus(client, answer._links.status?.href ?? '');
    const read = await client.request('GET', answer._links.self?.href ?? '');
    expect(read.status, read.text).toBe(200);
    expectSchemas('get', '/v1/{payment-service}/{payment-product}/{paymentId}', read);
    expect(read.body).toMatchObject({
      debtorAccount: { bban: JSON.parse(body).debtorAccount.bban },
      instructedAmount: { currency: 'NOK', amount },
      creditorAccount: { bban: '15032080119' },
      creditorAddress: { country: 'NO' },
      transactionFees: { amount: '0.00', currency: 'NOK' },
      transactionFeeIndicator: false,
    });
    // One SCA process completed the payment: the one the creation started, taken over by the POST.
    const ids = await client.request('GET', `${self}/authorisations`);
    expect(ids.body).toEqual({ authorisationIds: [authorisation.authorisationId] });
    expect(answer._links.scaStatus?.href.split('/').at(-1)).toBe(authorisation.authorisationId);
    expect({ status, verdict: verdictOf(status) }).toEqual({ status, verdict: 'paid' });
  });

  it('a client that follows only the creation answer’s scaRedirect completes the same way: paid', async () => {
    const { client } = aggregatorClient();
    const created = await client.request('POST', `/v1/payments/${product}`, {
      body: clientBody(await debtorBban(), amount),
    });
    expect(created.status, created.text).toBe(201);
    const answer = created.body as Created;
    await completeSca({ baseUrl, scaRedirect: answer._links.scaRedirect?.href ?? '', customerNumber: customer });
    const status = await pollStatus(client, answer._links.status?.href ?? '');
    expect({ status, verdict: verdictOf(status) }).toEqual({ status, verdict: 'paid' });
    const ids = await client.request('GET', `${answer._links.self?.href}/authorisations`);
    expect((ids.body as { authorisationIds: string[] }).authorisationIds).toHaveLength(1);
  });
});
