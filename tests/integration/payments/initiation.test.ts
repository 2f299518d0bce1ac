import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { db } from '@/lib/db';
import { bankDate } from '@/lib/berlin-group/bank-date';
import {
  accountNotOf,
  createPaymentTpp,
  paymentTppOfFile,
  psuOf,
} from '@/tests/integration/support/payment-fixture-api';
import { berlinGroupError } from '@/tests/integration/support/berlin-group-error';
import { whileSettleFails } from '@/tests/integration/support/while-settle-fails';

// D22: POST /v1/{payment-service}/{payment-product} over HTTP, every service and product of D9.
const tpp = paymentTppOfFile();

const inDays = (days: number) => bankDate(new Date(Date.now() + days * 86_400_000));
const domestic = {
  instructedAmount: { currency: 'NOK', amount: '1234.50' },
  creditorName: 'Kari Nordmann',
  creditorAccount: { bban: '86011117947' },
};
const sepa = {
  instructedAmount: { currency: 'EUR', amount: 12 },
  creditorName: 'Muster GmbH',
  creditorAccount: { iban: 'DE89370400440532013000' },
  creditorAgent: 'COBADEFFXXX',
  creditorAddress: { townName: 'Berlin', country: 'DE' },
};
const instruction = (product: string) => (product.includes('norw') ? domestic : sepa);
const bodyFor = (service: string, product: string) => {
  if (service === 'periodic-payments')
    return { ...instruction(product), startDate: inDays(1), frequency: 'Monthly', dayOfExecution: '5' };
  if (service === 'bulk-payments')
    return { batchBookingPreferred: true, payments: [instruction(product), instruction(product)] };
  return instruction(product);
};
type DebtorAccountRefusal = { psu: { tppId: string; psuId: string }; path: string; body: object; text: string };

/** Posts the payment for the PSU named by PSU-ID: 400 FORMAT_ERROR at debtorAccount saying `text`, and nothing stored. */
async function expectDebtorAccountRefused({ psu, path, body, text }: DebtorAccountRefusal) {
  const before = await db.payment.count({ where: { tppId: psu.tppId } });
  const response = await tpp.post(path, body, { 'PSU-ID': psu.psuId });
  expect(response.status).toBe(400);
  expect(response.body).toEqual(berlinGroupError({ code: 'FORMAT_ERROR', path: 'debtorAccount', text }));
  expect(await db.payment.count({ where: { tppId: psu.tppId } })).toBe(before);
}

const products = [
  'sepa-credit-transfers',
  'instant-sepa-credit-transfers',
  'cross-border-credit-transfers',
  'norwegian-domestic-credit-transfers',
  'domestic-norway-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
];
const combinations = ['payments', 'periodic-payments', 'bulk-payments'].flatMap((service) =>
  products.map((product) => [service, product] as const),
);

describe('POST /v1/{payment-service}/{payment-product}', () => {
  it.each(combinations)('%s %s answers 201 RCVD with scaRedirect and stores the payment', async (service, product) => {
    const response = await tpp.post(`/v1/${service}/${product}`, bodyFor(service, product));
    expect(response.status, response.text).toBe(201);
    const body = response.body as { paymentId: string; _links: Record<string, { href: string }> };
    const stored = product === 'domestic-norway-credit-transfers' ? 'norwegian-domestic-credit-transfers' : product;
    const base = `/v1/${service}/${stored}/${body.paymentId}`;
    expect(body).toEqual({
      transactionStatus: 'RCVD',
      paymentId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      // D22: the fee table; a bulk pays the fee per payment, 0.00 either way.
      ...(product === 'cross-border-credit-transfers'
        ? { transactionFeeIndicator: true }
        : {
            transactionFees: { amount: '0.00', currency: product.includes('norw') ? 'NOK' : 'EUR' },
            transactionFeeIndicator: false,
          }),
      _links: {
        scaRedirect: {
          href: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sca\/[A-Za-z0-9_-]{43}$/),
          verbs: ['GET'],
        },
        self: { href: base, verbs: ['GET', 'DELETE'] },
        status: { href: `${base}/status`, verbs: ['GET'] },
        startAuthorisation: { href: `${base}/authorisations`, verbs: ['POST'] },
        scaStatus: {
          href: expect.stringMatching(new RegExp(`^${base}/authorisations/[A-Za-z0-9_-]{22}$`)),
          verbs: ['GET'],
        },
      },
    });
    expect(
      berlinGroupSchemaErrors({ method: 'post', path: '/v1/{payment-service}/{payment-product}', status: 201, body }),
    ).toEqual([]);
    expect(response.headers.get('location')).toBe(base);
    const payment = await db.payment.findUniqueOrThrow({
      where: { id: body.paymentId },
      include: { instructions: true, authorisations: true },
    });
    const count = service === 'bulk-payments' ? 2 : 1;
    const each = product.includes('norw') ? 123450n : 1200n;
    expect(payment).toMatchObject({
      status: 'RCVD',
      product: stored,
      totalAmount: each * BigInt(count),
      currency: product.includes('norw') ? 'NOK' : 'EUR',
    });
    expect(payment.requestBody).toEqual(bodyFor(service, product));
    expect(payment.instructions).toHaveLength(count);
    expect(payment.authorisations).toMatchObject([
      { kind: 'PAYMENT', scaStatus: 'RECEIVED', tppRedirectUri: 'https://tpp.example/cb?state=pis' },
    ]);
  });

  it('stores the periodic schedule and the requested execution date', async () => {
    const periodic = await tpp.post('/v1/periodic-payments/norwegian-domestic-credit-transfers', {
      ...domestic,
      startDate: inDays(2),
      endDate: inDays(400),
      frequency: 'MonthlyVariable',
      monthsOfExecution: ['1', '7'],
      executionRule: 'following',
      dayOfExecution: '31',
    });
    const single = await tpp.post('/v1/payments/norwegian-domestic-credit-transfers', {
      ...domestic,
      requestedExecutionDate: inDays(0),
    });
    const [schedule, dated] = await Promise.all(
      [periodic, single].map((response) =>
        db.payment.findUniqueOrThrow({ where: { id: (response.body as { paymentId: string }).paymentId } }),
      ),
    );
    expect(schedule).toMatchObject({
      frequency: 'MonthlyVariable',
      monthsOfExecution: ['1', '7'],
      executionRule: 'following',
      dayOfExecution: '31',
    });
    expect(schedule?.startDate?.toISOString().slice(0, 10)).toBe(inDays(2));
    expect(dated?.requestedExecutionDate?.toISOString().slice(0, 10)).toBe(inDays(0));
  });

  it('D5: a repeated X-Request-ID answers the same payment with a fresh link and creates nothing', async () => {
    const headers = { 'X-Request-ID': randomUUID() };
    const payments = () => db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });
    const before = await payments();
    const first = await tpp.post('/v1/payments/sepa-credit-transfers', sepa, headers);
    const again = await tpp.post('/v1/payments/sepa-credit-transfers', sepa, headers);
    const firstBody = first.body as { paymentId: string; _links: { scaRedirect: { href: string } } };
    const againBody = again.body as typeof firstBody;
    expect(again.status).toBe(201);
    expect(againBody.paymentId).toBe(firstBody.paymentId);
    expect(againBody._links.scaRedirect.href).toMatch(/\/sca\/[A-Za-z0-9_-]{43}$/);
    expect(againBody._links.scaRedirect.href).not.toBe(firstBody._links.scaRedirect.href);
    const tppRow = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });
    const replay = await db.seenRequestId.findFirstOrThrow({
      where: { tppId: tppRow.id, xRequestId: headers['X-Request-ID'] },
    });
    expect(replay.responseBody).not.toContain(firstBody._links.scaRedirect.href.split('/sca/')[1]);
    expect(await payments()).toBe(before + 1);
    expect(await db.authorisation.count({ where: { paymentId: firstBody.paymentId } })).toBe(1);
  });

  it('D37: stores the payment with the response kept for its repeats, or neither: the X-Request-ID is then free', async () => {
    const headers = { 'X-Request-ID': randomUUID() };
    const payments = () => db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });
    const before = await payments();
    // The database refuses to keep this request's response, as a failure between the two writes would.
    await whileSettleFails(headers['X-Request-ID'], 'UPDATE', async () => {
      const refused = await tpp.post('/v1/payments/sepa-credit-transfers', sepa, headers);
      expect(refused.status).toBe(500);
      expect(await payments()).toBe(before);
    });
    const retried = await tpp.post('/v1/payments/sepa-credit-transfers', sepa, headers);
    const repeated = await tpp.post('/v1/payments/sepa-credit-transfers', sepa, headers);
    expect([retried.status, repeated.status]).toEqual([201, 201]);
    expect((repeated.body as { paymentId: string }).paymentId).toBe((retried.body as { paymentId: string }).paymentId);
    expect(await payments()).toBe(before + 1);
  });

  it("D5: the same X-Request-ID with another amount gets the first payment's response again and creates nothing", async () => {
    const headers = { 'X-Request-ID': randomUUID() };
    const payments = () => db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });
    const first = await tpp.post('/v1/payments/sepa-credit-transfers', sepa, headers);
    const before = await payments();
    const other = await tpp.post(
      '/v1/payments/sepa-credit-transfers',
      { ...sepa, instructedAmount: { currency: 'EUR', amount: 1200 } },
      headers,
    );
    expect(first.status).toBe(201);
    expect([other.status, (other.body as { paymentId: string }).paymentId]).toEqual([
      201,
      (first.body as { paymentId: string }).paymentId,
    ]);
    expect(await payments()).toBe(before);
  });

  it("accepts the PSU's own debtor account when PSU-ID is given and keeps it", async () => {
    const psu = await psuOf(tpp.organizationIdentifier, '13039319955');
    const own = psu.accounts[0]!;
    const response = await tpp.post(
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, debtorAccount: { iban: own.iban } },
      { 'PSU-ID': psu.psuId },
    );
    expect(response.status, response.text).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({
      where: { id: (response.body as { paymentId: string }).paymentId },
    });
    expect(payment.debtorAccountId).toBe(own.id);
  });

  it('leaves the debtor account to SCA when PSU-ID names no PSU this TPP knows', async () => {
    const psu = await psuOf(tpp.organizationIdentifier, '13039319955');
    const other = await accountNotOf(psu.tppId, psu.customerId);
    const response = await tpp.post(
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, debtorAccount: { iban: other.iban } },
      { 'PSU-ID': randomUUID() },
    );
    expect(response.status, response.text).toBe(201);
    const payment = await db.payment.findUniqueOrThrow({
      where: { id: (response.body as { paymentId: string }).paymentId },
    });
    expect(payment).toMatchObject({ debtorAccountId: null, debtorIban: other.iban });
  });

  it("refuses the known PSU's own account in another currency than the payment's: its approval could never pay from it (D23)", async () => {
    const psu = await psuOf(tpp.organizationIdentifier, '13039319955');
    const own = psu.accounts.find((account) =>
      account.engagements.some((engagement) => engagement.roles.includes('OWNER')),
    )!;
    await expectDebtorAccountRefused({
      psu,
      path: '/v1/payments/cross-border-credit-transfers',
      body: { ...sepa, debtorAccount: { iban: own.iban } },
      text: "debtorAccount is held in NOK and the payment is in EUR: the bank pays only from an account in the payment's currency. Name one, or leave debtorAccount out for the PSU to choose.",
    });
  });

  it('refuses a debtor account the PSU named by PSU-ID may not pay from, and stores nothing', async () => {
    const psu = await psuOf(tpp.organizationIdentifier, '13039319955');
    const other = await accountNotOf(psu.tppId, psu.customerId);
    await expectDebtorAccountRefused({
      psu,
      path: '/v1/payments/norwegian-domestic-credit-transfers',
      body: { ...domestic, debtorAccount: { iban: other.iban } },
      text: 'debtorAccount is not an account the PSU named by PSU-ID may pay from.',
    });
  });
});

describe('POST /v1/{payment-service}/{payment-product} refusals', () => {
  it.each([
    [
      'amount zero',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, instructedAmount: { currency: 'NOK', amount: '0' } },
      400,
      'FORMAT_ERROR',
      'instructedAmount.amount',
      'instructedAmount.amount: must be more than 0',
    ],
    [
      'too many decimals',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, instructedAmount: { currency: 'NOK', amount: '1.005' } },
      400,
      'FORMAT_ERROR',
      'instructedAmount.amount',
      'instructedAmount.amount: has more than 2 decimals for NOK',
    ],
    [
      'creditor BBAN checksum',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, creditorAccount: { bban: '86011117948' } },
      400,
      'FORMAT_ERROR',
      'creditorAccount.bban',
      'creditorAccount.bban: Expected a Norwegian BBAN with a valid MOD11 check digit',
    ],
    [
      'endToEndIdentification of 36',
      '/v1/payments/sepa-credit-transfers',
      { ...sepa, endToEndIdentification: 'E'.repeat(36) },
      400,
      'FORMAT_ERROR',
      'endToEndIdentification',
      'endToEndIdentification: Too big: expected string to have <=35 characters',
    ],
    [
      'execution date in the past',
      '/v1/payments/sepa-credit-transfers',
      { ...sepa, requestedExecutionDate: inDays(-1) },
      400,
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
      `requestedExecutionDate ${inDays(-1)} is in the past; the bank's date is ${inDays(0)}.`,
    ],
    [
      'execution date in year 9999',
      '/v1/payments/sepa-credit-transfers',
      { ...sepa, requestedExecutionDate: '9999-12-31' },
      400,
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
      undefined,
    ],
    [
      'bulk execution date in year 9999',
      '/v1/bulk-payments/norwegian-domestic-credit-transfers',
      { requestedExecutionDate: '9999-12-31', payments: [domestic] },
      400,
      'EXECUTION_DATE_INVALID',
      'requestedExecutionDate',
      undefined,
    ],
    [
      'periodic start in year 9999',
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      { ...domestic, startDate: '9999-12-31', frequency: 'Monthly' },
      400,
      'EXECUTION_DATE_INVALID',
      'startDate',
      undefined,
    ],
    [
      'periodic end in year 9999',
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      { ...domestic, startDate: inDays(1), endDate: '9999-12-31', frequency: 'Monthly' },
      400,
      'EXECUTION_DATE_INVALID',
      'endDate',
      undefined,
    ],
    [
      'execution date in year 0',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '0000-01-01' },
      400,
      'FORMAT_ERROR',
      'requestedExecutionDate',
      'requestedExecutionDate: Expected a date in the form YYYY-MM-DD',
    ],
    [
      'execution date 30 February',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, requestedExecutionDate: '2027-02-30' },
      400,
      'FORMAT_ERROR',
      'requestedExecutionDate',
      'requestedExecutionDate: Expected a date in the form YYYY-MM-DD',
    ],
    [
      'SEPA without creditor agent',
      '/v1/payments/sepa-credit-transfers',
      { ...sepa, creditorAgent: undefined },
      400,
      'FORMAT_ERROR',
      'creditorAgent',
      "creditorAgent is required: sepa-credit-transfers needs the creditor's name, town name, country and agent BIC.",
    ],
    [
      'city instead of townName',
      '/v1/bulk-payments/cross-border-credit-transfers',
      { payments: [{ ...sepa, creditorAddress: { city: 'Berlin', country: 'DE' } }] },
      400,
      'FORMAT_ERROR',
      'payments[0].creditorAddress.city',
      'creditorAddress.city was replaced by creditorAddress.townName on 2026-01-14: send the town as townName.',
    ],
    [
      'MonthlyVariable with a month twice',
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      { ...domestic, startDate: inDays(1), frequency: 'MonthlyVariable', monthsOfExecution: ['3', '3'] },
      400,
      'FORMAT_ERROR',
      'monthsOfExecution[1]',
      'monthsOfExecution[1]: month 3 is given twice',
    ],
    [
      'periodic end before start',
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      { ...domestic, startDate: inDays(3), endDate: inDays(2), frequency: 'Weekly' },
      400,
      'FORMAT_ERROR',
      'endDate',
      'endDate: must be after startDate',
    ],
    [
      'dayOfExecution with a weekly frequency',
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      { ...domestic, startDate: inDays(1), frequency: 'Weekly', dayOfExecution: '1' },
      400,
      'FORMAT_ERROR',
      'dayOfExecution',
      'dayOfExecution: is a day of the month, allowed only with a month-based frequency; a Weekly payment runs on the days counted from startDate',
    ],
    [
      'D24: no payment date between startDate and endDate',
      '/v1/periodic-payments/norwegian-domestic-credit-transfers',
      {
        ...domestic,
        startDate: inDays(1),
        endDate: inDays(2),
        frequency: 'Monthly',
        dayOfExecution: String(Number(inDays(5).slice(8))),
      },
      400,
      'EXECUTION_DATE_INVALID',
      'endDate',
      `No date of the schedule falls between startDate ${inDays(1)} and endDate ${inDays(2)}: the payment would never be made.`,
    ],
    [
      'a bulk total beyond the 64-bit column',
      '/v1/bulk-payments/cross-border-credit-transfers',
      {
        payments: Array.from({ length: 11 }, () => ({
          ...sepa,
          instructedAmount: { currency: 'EUR', amount: '9999999999999999.99' },
        })),
      },
      400,
      'FORMAT_ERROR',
      'payments',
      'payments: the amounts add up to more than 18 digits in minor units',
    ],
    [
      'bulk with no payments',
      '/v1/bulk-payments/norwegian-domestic-credit-transfers',
      { payments: [] },
      400,
      'FORMAT_ERROR',
      'payments',
      'payments: Too small: expected array to have >=1 items',
    ],
    [
      'D12: an emoji in creditorName',
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, creditorName: 'Kari 😀' },
      400,
      'FORMAT_ERROR',
      'creditorName',
      undefined,
    ],
    [
      'unknown product',
      '/v1/payments/target-2-payments',
      sepa,
      404,
      'PRODUCT_UNKNOWN',
      'payment-product',
      'The bank offers no payment product target-2-payments; it offers sepa-credit-transfers, instant-sepa-credit-transfers, cross-border-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks.',
    ],
    [
      'unknown service',
      '/v1/instant-payments/sepa-credit-transfers',
      sepa,
      404,
      'RESOURCE_UNKNOWN',
      undefined,
      'There is no resource at /v1/instant-payments/sepa-credit-transfers.',
    ],
  ] as const)('%s', async (_name, path, body, status, code, fieldPath, text) => {
    const response = await tpp.post(path, body);
    expect(response.status, response.text).toBe(status);
    const message = (response.body as { tppMessages: Record<string, unknown>[] }).tppMessages[0];
    expect(message).toMatchObject({
      category: 'ERROR',
      code,
      ...(fieldPath ? { path: fieldPath } : {}),
      ...(text ? { text } : {}),
    });
    if (!fieldPath) expect(message).not.toHaveProperty('path');
  });

  it('needs a body', async () => {
    const response = await tpp.client.request('POST', '/v1/periodic-payments/sepa-credit-transfers');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', text: 'A payment initiation needs a JSON body.' }],
    });
  });

  it('needs TPP-Redirect-URI: the PSU returns there after SCA', async () => {
    const response = await tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      body: JSON.stringify(domestic),
      headers: { 'TPP-Redirect-URI': '' },
    });
    expect(response.status).toBe(400);
    expect((response.body as { tppMessages: { code: string; path: string }[] }).tppMessages[0]).toMatchObject({
      code: 'FORMAT_ERROR',
      path: 'TPP-Redirect-URI',
    });
  });

  it('D3: a TPP without PSP_PI is 401 ROLE_INVALID', async () => {
    const aisp = await createPaymentTpp(['PSP_AI']);
    const response = await aisp.post('/v1/payments/norwegian-domestic-credit-transfers', domestic);
    expect(response.status).toBe(401);
    expect((response.body as { tppMessages: { code: string }[] }).tppMessages[0]?.code).toBe('ROLE_INVALID');
  });

  it('a verb the path does not offer is 405; under an unknown first segment it stays 404', async () => {
    const get = await tpp.client.request('GET', '/v1/payments/sepa-credit-transfers');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const unknown = await tpp.client.request('GET', '/v1/unknown/thing');
    expect(unknown.status).toBe(404);
    expect((unknown.body as { tppMessages: { code: string }[] }).tppMessages[0]?.code).toBe('RESOURCE_UNKNOWN');
  });
});

describe('a payment to its own debtor account', () => {
  it.each([
    ['payments', { ...domestic, debtorAccount: { iban: 'NO9386011117947' } }, 'creditorAccount'],
    [
      'bulk-payments',
      {
        debtorAccount: { bban: '86011117947' },
        payments: [{ ...domestic, creditorAccount: { bban: '12345678903' } }, domestic],
      },
      'payments[1].creditorAccount',
    ],
  ])('%s: 400 FORMAT_ERROR naming %s, and nothing is stored', async (service, body, path) => {
    const payments = () => db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });
    const before = await payments();
    const response = await tpp.post(`/v1/${service}/norwegian-domestic-credit-transfers`, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(
      berlinGroupError({
        code: 'FORMAT_ERROR',
        path,
        text: `${path} is the debtorAccount: a payment moves money to another account.`,
      }),
    );
    expect(await payments()).toBe(before);
  });
});
