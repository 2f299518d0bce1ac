import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { berlinGroupFile } from '@/tests/support/berlin-group/berlin-group-file';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { db } from '@/lib/db';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { paymentTppOfFile, setPaymentStatus } from '@/tests/integration/support/payment-fixture-api';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { berlinGroupError } from '@/tests/integration/support/berlin-group-error';

// D22: the reads, DELETE and the authorisation endpoints of a payment, over HTTP.
const tpp = paymentTppOfFile();
const other = paymentTppOfFile();

const tomorrow = bankDate(new Date(Date.now() + 86_400_000));
const debtorAccount = { bban: '12345678903' };
const domestic = {
  debtorAccount,
  endToEndIdentification: 'E2E-1',
  instructedAmount: { currency: 'NOK', amount: 1234.5 },
  creditorName: 'Kari Nordmann',
  creditorAccount: { bban: '86011117947' },
  remittanceInformationUnstructured: 'Husleie desember',
};
const bodies = {
  payments: { ...domestic, requestedExecutionDate: tomorrow },
  'periodic-payments': {
    ...domestic,
    startDate: tomorrow,
    frequency: 'MonthlyVariable',
    monthsOfExecution: ['2', '8'],
    dayOfExecution: '15',
    executionRule: 'following',
  },
  'bulk-payments': {
    debtorAccount,
    batchBookingPreferred: false,
    payments: [
      { ...domestic, debtorAccount: undefined },
      { ...domestic, debtorAccount: undefined, instructedAmount: { currency: 'NOK', amount: '10' } },
    ],
  },
};
type Service = keyof typeof bodies;

async function initiate(
  service: Service,
  product = 'norwegian-domestic-credit-transfers',
  as = tpp,
): Promise<{ base: string; paymentId: string; scaStatus: string }> {
  const response = await as.post(`/v1/${service}/${product}`, JSON.parse(JSON.stringify(bodies[service])));
  if (response.status !== 201) throw new Error(`initiation answered ${response.status}: ${response.text}`);
  const body = response.body as { paymentId: string; _links: { self: { href: string }; scaStatus: { href: string } } };
  return { base: body._links.self.href, paymentId: body.paymentId, scaStatus: body._links.scaStatus.href };
}

const bg = (path: string, method: string, status: number, body: unknown) =>
  berlinGroupSchemaErrors({ method, path: `/v1/{payment-service}/{payment-product}/{paymentId}${path}`, status, body });
const codeOf = (body: unknown) =>
  (body as { tppMessages: { code: string; path?: string; text: string }[] }).tppMessages[0];

describe('GET /v1/{payment-service}/{payment-product}/{paymentId}', () => {
  const amount = { currency: 'NOK', amount: '1234.50' };
  const instruction = {
    endToEndIdentification: 'E2E-1',
    instructedAmount: amount,
    creditorName: 'Kari Nordmann',
    creditorAccount: { bban: '86011117947' },
    remittanceInformationUnstructured: 'Husleie desember',
  };
  // D22: the fee table's, as at initiation.
  const fees = { transactionFees: { amount: '0.00', currency: 'NOK' }, transactionFeeIndicator: false };
  it.each([
    [
      'payments',
      { debtorAccount, ...instruction, requestedExecutionDate: tomorrow, ...fees, transactionStatus: 'RCVD' },
    ],
    [
      'periodic-payments',
      {
        debtorAccount,
        ...instruction,
        startDate: tomorrow,
        executionRule: 'following',
        frequency: 'MonthlyVariable',
        dayOfExecution: '15',
        monthsOfExecution: ['2', '8'],
        ...fees,
        transactionStatus: 'RCVD',
      },
    ],
    [
      'bulk-payments',
      {
        batchBookingPreferred: false,
        debtorAccount,
        payments: [instruction, { ...instruction, instructedAmount: { currency: 'NOK', amount: '10.00' } }],
        ...fees,
        transactionStatus: 'RCVD',
      },
    ],
  ] as const)(
    '%s: the payment as initiated, amounts as strings (D7), answered before approval',
    async (service, expected) => {
      const { base } = await initiate(service);
      const response = await tpp.client.request('GET', base);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual(expected);
      // The Berlin Group file's oneOf cannot tell a periodic body from a single one (the single schema has the periodic
      // fields' required subset and allows more), so a periodic body matches two branches: that is the only error allowed.
      const ambiguity =
        service === 'periodic-payments' && berlinGroupFile() ? ['/ must match exactly one schema in oneOf'] : [];
      expect(bg('', 'get', 200, response.body)).toEqual(ambiguity);
    },
  );

  it('the alias path reads the same payment (D9)', async () => {
    const { paymentId } = await initiate('payments', 'domestic-norway-credit-transfers');
    const response = await tpp.client.request(
      'GET',
      `/v1/payments/domestic-norway-credit-transfers/${paymentId}/status`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ transactionStatus: 'RCVD' });
  });

  it.each([
    ["another TPP's payment", (id: string) => `/v1/payments/norwegian-domestic-credit-transfers/${id}`, 'other'],
    ['an unknown id', () => '/v1/payments/norwegian-domestic-credit-transfers/AAAAAAAAAAAAAAAAAAAAAA', 'same'],
    ['another product', (id: string) => `/v1/payments/sepa-credit-transfers/${id}`, 'same'],
    ['another service', (id: string) => `/v1/periodic-payments/norwegian-domestic-credit-transfers/${id}`, 'same'],
    ["another TPP's status", (id: string) => `/v1/payments/norwegian-domestic-credit-transfers/${id}/status`, 'other'],
    [
      "another TPP's authorisations",
      (id: string) => `/v1/payments/norwegian-domestic-credit-transfers/${id}/authorisations`,
      'other',
    ],
  ] as const)('%s is 404 RESOURCE_UNKNOWN', async (_name, path, caller) => {
    const { paymentId } = await initiate('payments');
    const response = await (caller === 'other' ? other : tpp).client.request('GET', path(paymentId));
    expect(response.status).toBe(404);
    expect(codeOf(response.body)).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'paymentId' });
  });

  it('an unknown product is 404 PRODUCT_UNKNOWN', async () => {
    const { paymentId } = await initiate('payments');
    const response = await tpp.client.request('GET', `/v1/payments/target-2-payments/${paymentId}`);
    expect(response.status).toBe(404);
    expect(codeOf(response.body)?.code).toBe('PRODUCT_UNKNOWN');
  });
});

describe('GET …/status', () => {
  it.each([
    ['RCVD', undefined, { transactionStatus: 'RCVD' }],
    ['PDNG', undefined, { transactionStatus: 'PDNG' }],
    ['ACCP', false, { transactionStatus: 'ACCP', fundsAvailable: false }],
    ['ACSC', true, { transactionStatus: 'ACSC', fundsAvailable: true }],
  ] as const)('%s answers %o', async (status, fundsAvailable, expected) => {
    const { base, paymentId } = await initiate('payments');
    await setPaymentStatus(paymentId, status, fundsAvailable);
    const response = await tpp.client.request('GET', `${base}/status`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(expected);
    expect(bg('/status', 'get', 200, response.body)).toEqual([]);
  });
});

describe('DELETE /v1/{payment-service}/{payment-product}/{paymentId}', () => {
  it.each(['RCVD', 'PATC'] as const)('%s becomes CANC with 204', async (status) => {
    const { base, paymentId } = await initiate('bulk-payments');
    await setPaymentStatus(paymentId, status);
    const response = await tpp.client.request('DELETE', base);
    expect(response.status).toBe(204);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('CANC');
  });

  it.each([
    ['PDNG', 'A payment with status PDNG cannot be deleted: the PSU has approved it and it waits for execution.'],
    ['ACSC', 'A payment with status ACSC cannot be deleted.'],
    ['ACCP', 'A payment with status ACCP cannot be deleted.'],
    ['CANC', 'The payment is already cancelled.'],
  ] as const)(
    '%s is 405 CANCELLATION_INVALID with a dedicated message (spec "Errors")',
    async (status: TransactionStatus, text) => {
      const { base, paymentId } = await initiate('payments');
      await setPaymentStatus(paymentId, status);
      const response = await tpp.client.request('DELETE', base);
      expect(response.status).toBe(405);
      expect(response.body).toEqual({ tppMessages: [{ category: 'ERROR', code: 'CANCELLATION_INVALID', text }] });
      expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe(status);
    },
  );

  it('another TPP cannot cancel the payment', async () => {
    const { base, paymentId } = await initiate('payments');
    const response = await other.client.request('DELETE', base);
    expect(response.status).toBe(404);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('RCVD');
  });
});

describe('…/authorisations', () => {
  it('POST starts a new SCA for a RCVD payment whose link was opened; GET lists both; GET one answers its scaStatus (D20)', async () => {
    const { base, scaStatus } = await initiate('periodic-payments');
    // Opened by the PSU's browser: an unopened SCA would be taken over instead (D22).
    await db.authorisation.update({ where: { id: scaStatus.split('/').at(-1) }, data: { linkUsedAt: new Date() } });
    const started = await tpp.post(`${base}/authorisations`, {});
    expect(started.status, started.text).toBe(201);
    const body = started.body as { authorisationId: string; _links: { scaStatus: { href: string } } };
    expect(body).toEqual({
      scaStatus: 'received',
      authorisationId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      _links: {
        scaRedirect: {
          href: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sca\/[A-Za-z0-9_-]{43}$/),
          verbs: ['GET'],
        },
        scaStatus: { href: `${base}/authorisations/${body.authorisationId}`, verbs: ['GET'] },
      },
    });
    expect(bg('/authorisations', 'post', 201, body)).toEqual([]);
    const list = await tpp.client.request('GET', `${base}/authorisations`);
    expect(list.body).toEqual({ authorisationIds: [scaStatus.split('/').at(-1), body.authorisationId] });
    expect(bg('/authorisations', 'get', 200, list.body)).toEqual([]);
    const one = await tpp.client.request('GET', body._links.scaStatus.href);
    expect(one.body).toEqual({ scaStatus: 'received' });
    expect(bg('/authorisations/{authorisationId}', 'get', 200, one.body)).toEqual([]);
    const upper = await tpp.client.request('GET', body._links.scaStatus.href, {
      headers: { 'x-accept-fix': 'sca-status-upper-case' },
    });
    expect(upper.body).toEqual({ scaStatus: 'RECEIVED' });
  });

  it('D5: POST repeated with its X-Request-ID answers the same SCA process with a fresh link', async () => {
    const { base } = await initiate('payments');
    const headers = { 'X-Request-ID': randomUUID() };
    const first = (await tpp.post(`${base}/authorisations`, {}, headers)).body as {
      authorisationId: string;
      _links: { scaRedirect: { href: string } };
    };
    const again = await tpp.post(`${base}/authorisations`, {}, headers);
    const body = again.body as typeof first;
    expect(again.status).toBe(201);
    expect(body.authorisationId).toBe(first.authorisationId);
    expect(body._links.scaRedirect.href).toMatch(/\/sca\/[A-Za-z0-9_-]{43}$/);
    expect(body._links.scaRedirect.href).not.toBe(first._links.scaRedirect.href);
    // D22: the POST took over the SCA the initiation started, so that one is all there is.
    expect((await tpp.client.request('GET', `${base}/authorisations`)).body).toEqual({
      authorisationIds: [first.authorisationId],
    });
  });

  it('POST for a payment neither RCVD nor PATC is 409 STATUS_INVALID', async () => {
    const { base, paymentId } = await initiate('payments');
    await setPaymentStatus(paymentId, 'PDNG');
    const response = await tpp.post(`${base}/authorisations`, {});
    expect(response.status).toBe(409);
    expect(response.body).toEqual(
      berlinGroupError({
        code: 'STATUS_INVALID',
        text: 'The payment has status PDNG; only a payment with status RCVD or PATC can be authorised.',
      }),
    );
  });

  it('an authorisation of another payment is 404 RESOURCE_UNKNOWN', async () => {
    const first = await initiate('payments');
    const second = await initiate('payments');
    const response = await tpp.client.request(
      'GET',
      `${first.base}/authorisations/${second.scaStatus.split('/').at(-1)}`,
    );
    expect(response.status).toBe(404);
    expect(codeOf(response.body)).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'authorisationId' });
  });
});
