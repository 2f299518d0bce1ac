import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';
import { createPaymentTpp } from '@/tests/integration/support/payment-fixture-api';
import { errorOf } from '@/tests/integration/support/sandbox-tpp';
import { contractProblems } from '@/tests/integration/support/xs2a-contract';

// D22: the service level of a cross-border transfer (URGP urgent, NURG normal) and the regulatory reporting of a SEPA
// payment to an account outside Norway, over HTTP as a TPP sees them: taken, stored, read back, and refused with a
// 400 naming the field on the products and payments that do not take them, creating nothing.

afterAll(async () => {
  await db.$disconnect();
});

type Tpp = Awaited<ReturnType<typeof createPaymentTpp>>;
const initiation = '/v1/{payment-service}/{payment-product}';
const read = '/v1/{payment-service}/{payment-product}/{paymentId}';
const tomorrow = bankDate(new Date(Date.now() + 86_400_000));
const abroad = {
  instructedAmount: { currency: 'EUR', amount: '250.00' },
  creditorName: 'Muster GmbH',
  creditorAccount: { iban: 'DE89370400440532013000' },
  creditorAgent: 'COBADEFFXXX',
  creditorAddress: { townName: 'Berlin', country: 'DE' },
};
// The text in the bank's character set (D12), Norwegian letters included.
const reporting = { regulatoryReportingCode: '14', regulatoryReportingInformation: 'Import av varer fra Østerrike' };

/** Sends a request and checks the answer against the published document (status, headers, body). */
async function checked(
  tpp: Tpp,
  method: string,
  operationPath: string,
  path: string,
  body?: unknown,
): Promise<TppResponse> {
  const requestId = randomUUID();
  const response = await tpp.client.request(method, path, {
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'X-Request-ID': requestId },
  });
  expect(contractProblems(method, operationPath, response, requestId)).toEqual([]);
  return response;
}

// A debtorAccount, so that the read payment has every field the Berlin Group file requires (D22 lets it be left out).
const debtorAccount = { bban: '12345678903' };

async function initiateAndRead(
  tpp: Tpp,
  path: string,
  body: object,
): Promise<{ created: Record<string, unknown>; payment: Record<string, unknown> }> {
  const response = await checked(tpp, 'POST', initiation, path, { debtorAccount, ...body });
  expect(response.status, response.text).toBe(201);
  const created = response.body as { _links: { self: { href: string } } } & Record<string, unknown>;
  const payment = await checked(tpp, 'GET', read, created._links.self.href);
  return { created, payment: payment.body as Record<string, unknown> };
}

const textOf = (response: TppResponse) => (response.body as { tppMessages: { text: string }[] }).tppMessages[0]?.text;
const countOf = (tpp: Tpp) =>
  db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });

/** 400 FORMAT_ERROR naming a known field (a value or a place the bank does not take, not an unknown field); nothing created. */
async function expectRefusedNamingField(path: string, body: object, field: string): Promise<void> {
  const tpp = await createPaymentTpp();
  const before = await countOf(tpp);
  const response = await checked(tpp, 'POST', initiation, path, body);
  expect(errorOf(response)).toEqual({ status: 400, code: 'FORMAT_ERROR', path: field });
  expect(textOf(response)).not.toMatch(/unknown field/);
  expect(await countOf(tpp)).toBe(before);
}

describe('service level on cross-border transfers (D22)', () => {
  it('an urgent single payment is taken, stored and read back; its answer is that of any cross-border transfer', async () => {
    const tpp = await createPaymentTpp();
    const { created, payment } = await initiateAndRead(tpp, '/v1/payments/cross-border-credit-transfers', {
      ...abroad,
      instructedAmount: { currency: 'USD', amount: '250.00' },
      serviceLevel: 'URGP',
    });
    expect(created).toMatchObject({ transactionStatus: 'RCVD', transactionFeeIndicator: true });
    expect(payment).toMatchObject({ serviceLevel: 'URGP', transactionStatus: 'RCVD' });
    const stored = await db.paymentInstruction.findFirstOrThrow({ where: { paymentId: created.paymentId as string } });
    expect(stored.serviceLevel).toBe('URGP');
  });

  it('a standing order and each bulk entry keep their own service level', async () => {
    const tpp = await createPaymentTpp();
    const periodic = await initiateAndRead(tpp, '/v1/periodic-payments/cross-border-credit-transfers', {
      ...abroad,
      serviceLevel: 'NURG',
      startDate: tomorrow,
      frequency: 'Monthly',
    });
    expect(periodic.payment).toMatchObject({ serviceLevel: 'NURG', frequency: 'Monthly' });
    const bulk = await initiateAndRead(tpp, '/v1/bulk-payments/cross-border-credit-transfers', {
      payments: [{ ...abroad, serviceLevel: 'URGP' }, abroad],
    });
    const entries = bulk.payment.payments as Record<string, unknown>[];
    expect(entries[0]?.serviceLevel).toBe('URGP');
    expect(entries[1]).not.toHaveProperty('serviceLevel');
  });

  it.each([
    ['on a SEPA payment', '/v1/payments/sepa-credit-transfers', { ...abroad, serviceLevel: 'URGP' }, 'serviceLevel'],
    [
      'on a Norwegian domestic payment',
      '/v1/payments/norwegian-domestic-credit-transfers',
      {
        instructedAmount: { currency: 'NOK', amount: '10' },
        creditorName: 'Kari',
        creditorAccount: { bban: '86011117947' },
        serviceLevel: 'URGP',
      },
      'serviceLevel',
    ],
    [
      'that the bank does not offer',
      '/v1/payments/cross-border-credit-transfers',
      { ...abroad, serviceLevel: 'SDVA' },
      'serviceLevel',
    ],
    [
      'on an entry of a SEPA bulk',
      '/v1/bulk-payments/sepa-credit-transfers',
      { payments: [abroad, { ...abroad, serviceLevel: 'URGP' }] },
      'payments[1].serviceLevel',
    ],
  ])(
    'a service level %s is 400 FORMAT_ERROR naming the field, and creates nothing',
    async (_name, path, body, field) => {
      await expectRefusedNamingField(path, body, field);
    },
  );
});

describe('regulatory reporting on SEPA payments abroad (D22)', () => {
  it('is taken on a SEPA payment to an account outside Norway, stored and read back, in single, periodic and bulk', async () => {
    const tpp = await createPaymentTpp();
    const single = await initiateAndRead(tpp, '/v1/payments/sepa-credit-transfers', { ...abroad, ...reporting });
    expect(single.payment).toMatchObject(reporting);
    const instant = await initiateAndRead(tpp, '/v1/payments/instant-sepa-credit-transfers', {
      ...abroad,
      regulatoryReportingCode: 'A1',
    });
    expect(instant.payment).toMatchObject({ regulatoryReportingCode: 'A1' });
    expect(instant.payment).not.toHaveProperty('regulatoryReportingInformation');
    const periodic = await initiateAndRead(tpp, '/v1/periodic-payments/sepa-credit-transfers', {
      ...abroad,
      ...reporting,
      startDate: tomorrow,
      frequency: 'Monthly',
    });
    expect(periodic.payment).toMatchObject(reporting);
    const bulk = await initiateAndRead(tpp, '/v1/bulk-payments/sepa-credit-transfers', {
      payments: [abroad, { ...abroad, ...reporting }],
    });
    expect((bulk.payment.payments as Record<string, unknown>[])[1]).toMatchObject(reporting);
  });

  it.each([
    [
      'to a Norwegian account',
      '/v1/payments/sepa-credit-transfers',
      { ...abroad, creditorAccount: { iban: 'NO9386011117947' }, ...reporting },
      'regulatoryReportingCode',
    ],
    [
      'on a Norwegian domestic payment',
      '/v1/payments/norwegian-domestic-credit-transfers',
      {
        instructedAmount: { currency: 'NOK', amount: '10' },
        creditorName: 'Kari',
        creditorAccount: { bban: '86011117947' },
        ...reporting,
      },
      'regulatoryReportingCode',
    ],
    [
      'on a cross-border transfer',
      '/v1/payments/cross-border-credit-transfers',
      { ...abroad, ...reporting },
      'regulatoryReportingCode',
    ],
    [
      'as a text without a code',
      '/v1/payments/sepa-credit-transfers',
      { ...abroad, regulatoryReportingInformation: 'Import' },
      'regulatoryReportingCode',
    ],
    [
      'with a code of 11 characters',
      '/v1/payments/sepa-credit-transfers',
      { ...abroad, regulatoryReportingCode: '12345678901' },
      'regulatoryReportingCode',
    ],
    [
      'with a text of 36 characters',
      '/v1/payments/sepa-credit-transfers',
      { ...abroad, regulatoryReportingCode: '14', regulatoryReportingInformation: 'x'.repeat(36) },
      'regulatoryReportingInformation',
    ],
    [
      'on a bulk entry to a Norwegian account',
      '/v1/bulk-payments/sepa-credit-transfers',
      { payments: [abroad, { ...abroad, creditorAccount: { iban: 'NO9386011117947' }, ...reporting }] },
      'payments[1].regulatoryReportingCode',
    ],
  ])('%s is 400 FORMAT_ERROR naming the field, and creates nothing', async (_name, path, body, field) => {
    await expectRefusedNamingField(path, body, field);
  });

  it('a domestic refusal says why', async () => {
    const tpp = await createPaymentTpp();
    const response = await tpp.post('/v1/payments/sepa-credit-transfers', {
      ...abroad,
      creditorAccount: { iban: 'NO9386011117947' },
      ...reporting,
    });
    expect(textOf(response)).toBe(
      'regulatoryReportingCode is reported only for a payment to an account outside Norway; creditorAccount is Norwegian: leave the field out.',
    );
  });
});
