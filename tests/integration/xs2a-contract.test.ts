import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import type { TppRequestInit, TppResponse } from '@/lib/tpp-kit/tpp-client';
import { createPaymentTpp, setPaymentStatus } from './support/payment-fixture-api';
import { contractProblems } from './support/xs2a-contract';

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
const domestic = { debtorAccount: { bban: '12345678903' }, instructedAmount: { currency: 'NOK', amount: '250.00' }, creditorName: 'Kari Nordmann', creditorAccount: { bban: '86011117947' } };
const bodies = {
  payments: { ...domestic, requestedExecutionDate: tomorrow },
  'periodic-payments': { ...domestic, startDate: tomorrow, frequency: 'Monthly', dayOfExecution: '15' },
  'bulk-payments': { debtorAccount: domestic.debtorAccount, payments: [{ ...domestic, debtorAccount: undefined }, { ...domestic, debtorAccount: undefined }] },
};
const payment = '/v1/{payment-service}/{payment-product}/{paymentId}';
const basket = '/v1/signing-baskets/{basketId}';

/** Sends a request with a known X-Request-ID and records the problems of its answer against the document. */
function contractChecker() {
  const problems: string[] = [];
  const checked: string[] = [];
  const check = async (client: Client, method: string, operationPath: string, path: string, init: TppRequestInit & { json?: unknown } = {}): Promise<TppResponse> => {
    const requestId = randomUUID();
    const { json, ...rest } = init;
    const response = await client.request(method, path, { ...rest, ...(json === undefined ? {} : { body: JSON.stringify(json) }), headers: { ...rest.headers, 'X-Request-ID': requestId } });
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
      const response = await check(client, 'POST', '/v1/{payment-service}/{payment-product}', `/v1/${service}/norwegian-domestic-credit-transfers`, { json: body });
      initiated[service] = response.body as { paymentId: string; _links: Links };
    }
    const single = initiated.payments?._links ?? {};
    await check(client, 'POST', '/v1/{payment-service}/{payment-product}', '/v1/payments/norwegian-domestic-credit-transfers', { json: { ...domestic, instructedAmount: { currency: 'NOK', amount: '-1' } } });
    await check(client, 'POST', '/v1/{payment-service}/{payment-product}', '/v1/payments/sepa-credit-transfer', { json: bodies.payments });
    await check(client, 'POST', '/v1/{payment-service}/{payment-product}', '/v1/payments/norwegian-domestic-credit-transfers', { body: '<Document/>', headers: { 'Content-Type': 'application/xml' } });
    await check(client, 'POST', '/v1/{payment-service}/{payment-product}', '/v1/payments/norwegian-domestic-credit-transfers', { json: bodies.payments, headers: { Accept: 'application/xml' } });
    await check(aisOnly.client, 'POST', '/v1/{payment-service}/{payment-product}', '/v1/payments/norwegian-domestic-credit-transfers', { json: bodies.payments });

    await check(client, 'GET', payment, single.self?.href ?? '');
    await check(client, 'GET', `${payment}/status`, single.status?.href ?? '');
    await check(client, 'GET', `${payment}/authorisations`, `${single.self?.href}/authorisations`);
    await check(client, 'GET', `${payment}/authorisations/{authorisationId}`, single.scaStatus?.href ?? '');
    await check(client, 'GET', `${payment}/authorisations/{authorisationId}`, `${single.self?.href}/authorisations/unknown`);
    await check(client, 'GET', payment, '/v1/payments/norwegian-domestic-credit-transfers/AAAAAAAAAAAAAAAAAAAAAA');
    await check(client, 'POST', `${payment}/authorisations`, `${single.self?.href}/authorisations`);

    const periodic = initiated['periodic-payments']?._links.self?.href ?? '';
    const created = (await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', { json: { paymentIds: [initiated.payments?.paymentId] } })).body as { basketId: string; _links: Links };
    await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', { json: { paymentIds: [initiated.payments?.paymentId] } });
    await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', { json: { paymentIds: [initiated['periodic-payments']?.paymentId] } });
    await check(client, 'POST', '/v1/signing-baskets', '/v1/signing-baskets', { json: { paymentIds: ['AAAAAAAAAAAAAAAAAAAAAA'] } });
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

    await check(client, 'DELETE', payment, periodic);
    await setPaymentStatus(initiated['bulk-payments']?.paymentId ?? '', 'PDNG');
    await check(client, 'DELETE', payment, initiated['bulk-payments']?._links.self?.href ?? '');
    await check(client, 'POST', `${payment}/authorisations`, `${initiated['bulk-payments']?._links.self?.href}/authorisations`);
    await check(client, 'DELETE', payment, '/v1/payments/norwegian-domestic-credit-transfers/AAAAAAAAAAAAAAAAAAAAAA');

    expect(problems).toEqual([]);
    expect(checked.filter((entry) => / 20[14]$/.test(entry))).toHaveLength(7);
    expect(new Set(checked.map((entry) => entry.split(' ').at(-1)))).toEqual(new Set(['200', '201', '204', '400', '401', '404', '405', '406', '409', '415']));
  }, 120_000);
});
