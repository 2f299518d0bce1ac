import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { createTppClient, type TppRequestInit, type TppResponse } from '@/tools/tpp-kit/tpp-client';
import { createPaymentTpp, setPaymentStatus } from '@/tests/integration/support/payment-fixture-api';
import { contractProblems, requiredHeaders } from '@/tests/integration/support/xs2a-contract';

// The published document (openapi/xs2a.openapi.json) against the real answers of payment initiation and signing
// baskets: for the happy paths and the main refusals, the status is one the operation lists, the declared headers are
// sent (X-Request-ID echoed, Location the created resource, ASPSP-SCA-Approach REDIRECT) and the body matches the schema.

type Links = Record<string, { href: string }>;
type Client = { request(method: string, path: string, init?: TppRequestInit): Promise<TppResponse> };

afterAll(async () => {
  await db.$disconnect();
});

const tomorrow = bankDate(new Date(Date.now() + 86_400_000));
// A debtorAccount, so that the read payment has every field the Berlin Group file requires (D22 lets it be left out).
const domestic = {
  debtorAccount: { bban: '12345678903' },
  instructedAmount: { currency: 'NOK', amount: '250.00' },
  creditorName: 'Kari Nordmann',
  creditorAccount: { bban: '86011117947' },
};
const bodies = {
  payments: { ...domestic, requestedExecutionDate: tomorrow },
  'periodic-payments': { ...domestic, startDate: tomorrow, frequency: 'Monthly', dayOfExecution: '15' },
  'bulk-payments': {
    debtorAccount: domestic.debtorAccount,
    payments: [
      { ...domestic, debtorAccount: undefined },
      { ...domestic, debtorAccount: undefined },
    ],
  },
};
const payment = '/v1/{payment-service}/{payment-product}/{paymentId}';
const basket = '/v1/signing-baskets/{basketId}';

/** Sends a request with a known X-Request-ID and records the problems of its answer against the document. */
function contractChecker() {
  const problems: string[] = [];
  const checked: string[] = [];
  const check = async (
    client: Client,
    method: string,
    operationPath: string,
    path: string,
    init: TppRequestInit & { json?: unknown } = {},
  ): Promise<TppResponse> => {
    const requestId = randomUUID();
    const { json, ...rest } = init;
    const response = await client.request(method, path, {
      ...rest,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      headers: { ...rest.headers, 'X-Request-ID': requestId },
    });
    problems.push(...contractProblems(method, operationPath, response, requestId));
    checked.push(`${method} ${operationPath} ${response.status}`);
    return response;
  };
  return { check, problems, checked };
}

describe('openapi/xs2a.openapi.json against the real answers of payment initiation and signing baskets', () => {
  it('every answer has a status, headers and a body the document lists for its operation', async () => {
    const [tpp, aisOnly] = await Promise.all([createPaymentTpp(), createPaymentTpp(['PSP_AI'])]);
    const { check, problems, checked } = contractChecker();
    const client = tpp.client;
    const initiated: Record<string, { paymentId: string; _links: Links }> = {};
    for (const [service, body] of Object.entries(bodies)) {
      const response = await check(
        client,
        'POST',
        '/v1/{payment-service}/{payment-product}',
        `/v1/${service}/norwegian-domestic-credit-transfers`,
        { json: body },
      );
      initiated[service] = response.body as { paymentId: string; _links: Links };
    }
    const single = initiated.payments?._links ?? {};
    await check(
      client,
      'POST',
      '/v1/{payment-service}/{payment-product}',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { json: { ...domestic, instructedAmount: { currency: 'NOK', amount: '-1' } } },
    );
    await check(client, 'POST', '/v1/{payment-service}/{payment-product}', '/v1/payments/sepa-credit-transfer', {
      json: bodies.payments,
    });
    await check(
      client,
      'POST',
      '/v1/{payment-service}/{payment-product}',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { body: '<Document/>', headers: { 'Content-Type': 'application/xml' } },
    );
    await check(
      client,
      'POST',
      '/v1/{payment-service}/{payment-product}',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { json: bodies.payments, headers: { Accept: 'application/xml' } },
    );
    await check(
      aisOnly.client,
      'POST',
      '/v1/{payment-service}/{payment-product}',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { json: bodies.payments },
    );
    await check(
      client,
      'POST',
      '/v1/{payment-service}/{payment-product}',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { json: bodies.payments, headers: { 'TPP-Signature-Certificate': 'bm90IGEgY2VydGlmaWNhdGU=' } },
    );

    await check(client, 'GET', payment, single.self?.href ?? '');
    await check(client, 'GET', `${payment}/status`, single.status?.href ?? '');
    await check(client, 'GET', `${payment}/authorisations`, `${single.self?.href}/authorisations`);
    await check(client, 'GET', `${payment}/authorisations/{authorisationId}`, single.scaStatus?.href ?? '');
    await check(
      client,
      'GET',
      `${payment}/authorisations/{authorisationId}`,
      `${single.self?.href}/authorisations/unknown`,
    );
    await check(client, 'GET', payment, '/v1/payments/norwegian-domestic-credit-transfers/AAAAAAAAAAAAAAAAAAAAAA');
    await check(client, 'POST', `${payment}/authorisations`, `${single.self?.href}/authorisations`);

    const periodic = initiated['periodic-payments']?._links.self?.href ?? '';
    const created = (
      await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', {
        json: { paymentIds: [initiated.payments?.paymentId] },
      })
    ).body as { basketId: string; _links: Links };
    await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', {
      json: { paymentIds: [initiated.payments?.paymentId] },
    });
    await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', {
      json: { paymentIds: [initiated['periodic-payments']?.paymentId] },
    });
    await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', {
      json: { paymentIds: ['AAAAAAAAAAAAAAAAAAAAAA'] },
    });
    await check(client, 'POST', `${payment}/authorisations`, `${single.self?.href}/authorisations`);
    await check(client, 'GET', basket, created._links.self?.href ?? '');
    await check(client, 'GET', `${basket}/status`, created._links.status?.href ?? '');
    await check(client, 'GET', `${basket}/authorisations`, `${created._links.self?.href}/authorisations`);
    await check(client, 'GET', `${basket}/authorisations/{authorisationId}`, created._links.scaStatus?.href ?? '');
    await check(client, 'POST', `${basket}/authorisations`, `${created._links.self?.href}/authorisations`);
    await check(client, 'GET', basket, '/v1/signing-baskets/AAAAAAAAAAAAAAAAAAAAAA');
    await check(client, 'DELETE', basket, created._links.self?.href ?? '');
    await check(client, 'DELETE', basket, created._links.self?.href ?? '');
    await check(client, 'POST', `${basket}/authorisations`, `${created._links.self?.href}/authorisations`);

    await check(client, 'GET', payment, periodic);
    await check(client, 'DELETE', payment, periodic);
    await setPaymentStatus(initiated['bulk-payments']?.paymentId ?? '', 'PDNG');
    await check(client, 'DELETE', payment, initiated['bulk-payments']?._links.self?.href ?? '');
    await check(
      client,
      'POST',
      `${payment}/authorisations`,
      `${initiated['bulk-payments']?._links.self?.href}/authorisations`,
    );
    await check(client, 'DELETE', payment, '/v1/payments/norwegian-domestic-credit-transfers/AAAAAAAAAAAAAAAAAAAAAA');

    expect(problems).toEqual([]);
    expect(checked.filter((entry) => / 20[14]$/.test(entry))).toHaveLength(7);
    expect(new Set(checked.map((entry) => entry.split(' ').at(-1)))).toEqual(
      new Set(['200', '201', '204', '400', '401', '404', '405', '406', '409', '415']),
    );
  }, 120_000);
});

// What the TPP kit's signing adds to every request (D5): not the test's to supply.
const signingHeaders = ['X-Request-ID', 'Date', 'Digest', 'Signature', 'TPP-Signature-Certificate', 'Accept'];
const headerValues: Record<string, string> = {
  'TPP-Redirect-URI': 'https://tpp.example/cb?state=contract',
  'TPP-Session-ID': 'session-contract',
  'PSU-ID': randomUUID(),
  'PSU-IP-Address': '192.0.2.10',
  'x-accept-fix': 'amount-as-string',
};

describe('the request headers the document marks required are the ones the operations require', () => {
  it('with only those, each operation that starts an SCA succeeds; without any one of them, it is 400 FORMAT_ERROR naming it', async () => {
    const tpp = await createPaymentTpp(['PSP_AI', 'PSP_PI']);
    // No default headers: each request carries the signing headers and what the document says it needs, nothing else.
    const bare = createTppClient({ baseUrl: inject('baseUrl'), certificate: tpp.certificate });
    const paymentLinks = async () =>
      (await tpp.post('/v1/payments/norwegian-domestic-credit-transfers', bodies.payments)).body as {
        paymentId: string;
        _links: Links;
      };
    const basketLinks = async () =>
      (
        (await tpp.post('/v1/signing-baskets', { paymentIds: [(await paymentLinks()).paymentId] })).body as {
          _links: Links;
        }
      )._links;
    // Each request is made afresh (a payment joins one basket only), its path and body included.
    type Target = { path: string; body?: unknown };
    const operations: { method: string; operationPath: string; target: () => Promise<Target> }[] = [
      {
        method: 'POST',
        operationPath: '/v1/bank-offered-consents',
        target: async () => ({ path: '/v1/bank-offered-consents' }),
      },
      { method: 'POST', operationPath: '/v1/consents', target: async () => ({ path: '/v1/consents' }) },
      {
        method: 'POST',
        operationPath: '/v1/{payment-service}/{payment-product}',
        target: async () => ({ path: '/v1/payments/norwegian-domestic-credit-transfers', body: bodies.payments }),
      },
      {
        method: 'POST',
        operationPath: `${payment}/authorisations`,
        target: async () => ({ path: `${(await paymentLinks())._links.self?.href}/authorisations` }),
      },
      {
        method: 'POST',
        operationPath: '/v1/signing-baskets',
        target: async () => ({ path: '/v1/signing-baskets', body: { paymentIds: [(await paymentLinks()).paymentId] } }),
      },
      {
        method: 'POST',
        operationPath: `${basket}/authorisations`,
        target: async () => ({ path: `${(await basketLinks()).self?.href}/authorisations` }),
      },
    ];
    const answers: string[] = [];
    for (const { method, operationPath, target } of operations) {
      const needed = requiredHeaders(method, operationPath).filter((name) => !signingHeaders.includes(name));
      const headers = Object.fromEntries(needed.map((name) => [name, headerValues[name] ?? `no value for ${name}`]));
      const send = async (sent: Record<string, string>) => {
        const { path, body } = await target();
        return bare.request(method, path, {
          headers: sent,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      };
      const complete = await send(headers);
      answers.push(
        `${method} ${operationPath} with ${needed.join(', ') || 'no other header'}: ${complete.status}${complete.status === 201 ? '' : ` ${complete.text.slice(0, 200)}`}`,
      );
      for (const name of needed) {
        const without = await send(Object.fromEntries(Object.entries(headers).filter(([other]) => other !== name)));
        const message = (without.body as { tppMessages?: { code: string; path?: string }[] } | undefined)
          ?.tppMessages?.[0];
        answers.push(`${method} ${operationPath} without ${name}: ${without.status} ${message?.code} ${message?.path}`);
      }
    }
    const expected = operations.flatMap(({ method, operationPath }) => {
      const needed = requiredHeaders(method, operationPath).filter((name) => !signingHeaders.includes(name));
      return [
        `${method} ${operationPath} with ${needed.join(', ') || 'no other header'}: 201`,
        ...needed.map((name) => `${method} ${operationPath} without ${name}: 400 FORMAT_ERROR ${name}`),
      ];
    });
    expect(answers).toEqual(expected);
  }, 120_000);
});
