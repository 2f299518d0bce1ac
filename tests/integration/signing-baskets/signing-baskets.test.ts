import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { paymentTppOfFile, psuOf, setPaymentStatus } from '@/tests/integration/support/payment-fixture-api';
import { bankDate } from '@/lib/berlin-group/bank-date';

// D25: signing baskets over HTTP: creation and its refusals, the reads, DELETE and the authorisation endpoints.
const tpp = paymentTppOfFile();
const other = paymentTppOfFile();
let tppId: string;

beforeAll(async () => {
  tppId = (await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } })).id;
});

const tomorrow = bankDate(new Date(Date.now() + 86_400_000));
const debtorAccount = { bban: '12345678903' };
const domestic = {
  debtorAccount,
  instructedAmount: { currency: 'NOK', amount: '250.00' },
  creditorName: 'Kari Nordmann',
  creditorAccount: { bban: '86011117947' },
  remittanceInformationUnstructured: 'Husleie',
};
const bodies = {
  payments: { ...domestic, requestedExecutionDate: tomorrow },
  'periodic-payments': {
    ...domestic,
    startDate: tomorrow,
    frequency: 'Monthly',
    dayOfExecution: '15',
    executionRule: 'following',
  },
  'bulk-payments': { debtorAccount, payments: [{ ...domestic, debtorAccount: undefined }] },
};

/** NCBCT (norwegian-domestic-credit-transfers): release 1.23.2 lets the sandbox put them in baskets. */
async function initiate(
  service: keyof typeof bodies = 'payments',
  as = tpp,
): Promise<{ paymentId: string; base: string }> {
  const response = await as.post(
    `/v1/${service}/norwegian-domestic-credit-transfers`,
    JSON.parse(JSON.stringify(bodies[service])),
  );
  if (response.status !== 201) throw new Error(`initiation answered ${response.status}: ${response.text}`);
  const body = response.body as { paymentId: string; _links: { self: { href: string } } };
  return { paymentId: body.paymentId, base: body._links.self.href };
}

/** Many RCVD single payments written directly: the limit tests need more than a hundred, which signing would make slow. */
async function storedPayments(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId());
  await db.payment.createMany({
    data: ids.map((id) => ({
      id,
      tppId,
      service: 'payments' as const,
      product: 'norwegian-domestic-credit-transfers',
      totalAmount: 100n,
      currency: 'NOK',
      requestBody: {},
    })),
  });
  return ids;
}

const createBasket = (paymentIds: string[], body: Record<string, unknown> = {}, as = tpp) =>
  as.post('/v1/signing-baskets', { paymentIds, ...body });
const bg = (path: string, method: string, status: number, body: unknown) =>
  berlinGroupSchemaErrors({ method, path: `/v1/signing-baskets${path}`, status, body });
const messageOf = (body: unknown) =>
  (body as { tppMessages: { code: string; path?: string; text: string }[] }).tppMessages[0];
/** A refused answer's status with its first tppMessage (code, path, text). */
const refusalOf = (response: { status: number; body: unknown }) => ({
  status: response.status,
  ...messageOf(response.body),
});
const basketOf = async (paymentId: string) =>
  (await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).basketId;

describe('POST /v1/signing-baskets', () => {
  it('201 with basketId, RCVD, an absolute scaRedirect and relative self, status and scaStatus; the payments join the basket', async () => {
    const ids = [(await initiate()).paymentId, (await initiate()).paymentId];
    const response = await createBasket(ids);
    expect(response.status, response.text).toBe(201);
    const body = response.body as {
      basketId: string;
      transactionStatus: string;
      _links: Record<string, { href: string }>;
    };
    expect(body.transactionStatus).toBe('RCVD');
    expect(body._links.scaRedirect?.href).toMatch(/^https?:\/\/[^/]+\/sca\//);
    expect(body._links.self?.href).toBe(`/v1/signing-baskets/${body.basketId}`);
    expect(body._links.status?.href).toBe(`/v1/signing-baskets/${body.basketId}/status`);
    expect(body._links.startAuthorisation).toEqual({
      href: `/v1/signing-baskets/${body.basketId}/authorisations`,
      verbs: ['POST'],
    });
    expect(body._links.scaStatus?.href).toMatch(
      new RegExp(`^/v1/signing-baskets/${body.basketId}/authorisations/[^/]+$`),
    );
    expect(bg('', 'post', 201, body)).toEqual([]);
    expect(await Promise.all(ids.map(basketOf))).toEqual([body.basketId, body.basketId]);
    const authorisation = await db.authorisation.findFirstOrThrow({ where: { basketId: body.basketId } });
    expect(authorisation.kind).toBe('SIGNING_BASKET');
  });

  it('100 payments are accepted (spec "Limits")', async () => {
    const response = await createBasket(await storedPayments(100));
    expect(response.status, response.text).toBe(201);
  });

  it('101 payments are refused, and none joins a basket', async () => {
    const ids = await storedPayments(101);
    const response = await createBasket(ids);
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toMatchObject({
      code: 'FORMAT_ERROR',
      path: 'paymentIds',
      text: 'paymentIds: a signing basket holds at most 100 payments.',
    });
    expect(await db.payment.count({ where: { id: { in: ids }, basketId: { not: null } } })).toBe(0);
  });

  it.each(['periodic-payments', 'bulk-payments'] as const)(
    'a %s payment is 400 REFERENCE_MIX_INVALID naming it (spec "Errors")',
    async (service) => {
      const single = await initiate();
      const mixed = await initiate(service);
      const response = await createBasket([single.paymentId, mixed.paymentId]);
      expect(refusalOf(response)).toMatchObject({ status: 400, code: 'REFERENCE_MIX_INVALID', path: 'paymentIds[1]' });
      expect(refusalOf(response).text).toContain(mixed.paymentId);
      expect(await basketOf(single.paymentId)).toBeNull();
    },
  );

  it('a payment already in another basket is 409 STATUS_INVALID naming it', async () => {
    const shared = await initiate();
    expect((await createBasket([shared.paymentId])).status).toBe(201);
    const fresh = await initiate();
    const response = await createBasket([fresh.paymentId, shared.paymentId]);
    expect(refusalOf(response)).toMatchObject({ status: 409, code: 'STATUS_INVALID', path: 'paymentIds[1]' });
    expect(refusalOf(response).text).toContain(shared.paymentId);
    expect(await basketOf(fresh.paymentId)).toBeNull();
  });

  it('a payment no longer RCVD is 409 STATUS_INVALID', async () => {
    const { paymentId } = await initiate();
    await setPaymentStatus(paymentId, 'PDNG');
    const response = await createBasket([paymentId]);
    expect(response.status).toBe(409);
    expect(messageOf(response.body)?.text).toContain('status PDNG');
  });

  it("another TPP's payment and an unknown id are 404 RESOURCE_UNKNOWN naming the id", async () => {
    const theirs = await initiate('payments', other);
    const response = await createBasket([theirs.paymentId]);
    expect(refusalOf(response)).toMatchObject({ status: 404, code: 'RESOURCE_UNKNOWN', path: 'paymentIds[0]' });
    expect(await basketOf(theirs.paymentId)).toBeNull();
  });

  it('payments of two PSUs are refused', async () => {
    const [first, second] = await storedPayments(2);
    const customers = await db.customer.findMany({ where: { tppId }, take: 2, select: { id: true } });
    await db.payment.update({ where: { id: first }, data: { customerId: customers[0]?.id } });
    await db.payment.update({ where: { id: second }, data: { customerId: customers[1]?.id } });
    const response = await createBasket([first ?? '', second ?? '']);
    expect(refusalOf(response)).toMatchObject({ status: 400, code: 'FORMAT_ERROR', path: 'paymentIds[1]' });
  });

  it('payments initiated for two PSUs (PSU-ID) are 400 FORMAT_ERROR naming the second, and none joins a basket', async () => {
    const initiateFor = async (customerNumber: string) => {
      const { psuId } = await psuOf(tpp.organizationIdentifier, customerNumber);
      const response = await tpp.post(
        '/v1/payments/norwegian-domestic-credit-transfers',
        { ...domestic, debtorAccount: undefined, requestedExecutionDate: tomorrow },
        { 'PSU-ID': psuId },
      );
      if (response.status !== 201) throw new Error(`initiation answered ${response.status}: ${response.text}`);
      return (response.body as { paymentId: string }).paymentId;
    };
    const ids = [await initiateFor('12085592767'), await initiateFor('12085592767'), await initiateFor('13039319955')];
    const response = await createBasket(ids);
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toMatchObject({
      code: 'FORMAT_ERROR',
      path: 'paymentIds[2]',
      text: `Payment ${ids[2]} belongs to another PSU; a signing basket holds the payments of one PSU.`,
    });
    expect(await Promise.all(ids.map(basketOf))).toEqual([null, null, null]);
    expect((await createBasket(ids.slice(0, 2))).status).toBe(201);
  });

  it('a PSU-ID naming another PSU than the payments were initiated for is 400 FORMAT_ERROR, at creation and at a new authorisation: nobody could sign in', async () => {
    const kari = await psuOf(tpp.organizationIdentifier, '12085592767');
    const ola = await psuOf(tpp.organizationIdentifier, '13039319955');
    const initiated = await tpp.post(
      '/v1/payments/norwegian-domestic-credit-transfers',
      { ...domestic, debtorAccount: undefined, requestedExecutionDate: tomorrow },
      { 'PSU-ID': kari.psuId },
    );
    const paymentId = (initiated.body as { paymentId: string }).paymentId;
    const refusal = {
      code: 'FORMAT_ERROR',
      path: 'PSU-ID',
      text: 'PSU-ID names another PSU than the one the payments were initiated for; only that PSU may authorise the signing basket.',
    };
    const refused = await tpp.post('/v1/signing-baskets', { paymentIds: [paymentId] }, { 'PSU-ID': ola.psuId });
    expect(refused.status).toBe(400);
    expect(messageOf(refused.body)).toMatchObject(refusal);
    expect(await basketOf(paymentId)).toBeNull();
    const created = await tpp.post('/v1/signing-baskets', { paymentIds: [paymentId] }, { 'PSU-ID': kari.psuId });
    expect(created.status, created.text).toBe(201);
    const base = `/v1/signing-baskets/${(created.body as { basketId: string }).basketId}`;
    const headers = {
      'x-accept-fix': 'amount-as-string',
      'TPP-Session-ID': `s-${randomUUID()}`,
      'PSU-IP-Address': '192.0.2.10',
    };
    const other = await tpp.post(`${base}/authorisations`, {}, { ...headers, 'PSU-ID': ola.psuId });
    expect(other.status).toBe(400);
    expect(messageOf(other.body)).toMatchObject(refusal);
    expect((await tpp.post(`${base}/authorisations`, {}, { ...headers, 'PSU-ID': kari.psuId })).status).toBe(201);
  });

  it('payments naming no debtor account in two currencies are 400 FORMAT_ERROR: the PSU chooses one account for them', async () => {
    const pay = async (path: string, body: Record<string, unknown>) => {
      const response = await tpp.post(path, body);
      if (response.status !== 201) throw new Error(`initiation answered ${response.status}: ${response.text}`);
      return (response.body as { paymentId: string }).paymentId;
    };
    const nok = () =>
      pay('/v1/payments/norwegian-domestic-credit-transfers', { ...domestic, debtorAccount: undefined });
    const eur = (debtor?: { iban: string }) =>
      pay('/v1/payments/instant-sepa-credit-transfers', {
        debtorAccount: debtor,
        instructedAmount: { currency: 'EUR', amount: '10.00' },
        creditorName: 'Zalando SE',
        creditorAccount: { iban: 'DE89370400440532013000' },
        creditorAgent: 'COBADEFFXXX',
        creditorAddress: { townName: 'Berlin', country: 'DE' },
      });
    const ids = [await nok(), await nok(), await eur()];
    const response = await createBasket(ids);
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toMatchObject({
      code: 'FORMAT_ERROR',
      path: 'paymentIds[2]',
      text: `Payment ${ids[2]} is in EUR and payment ${ids[0]} in NOK, and neither names a debtorAccount; the PSU chooses one account for the payments that name none, so they must share one currency.`,
    });
    expect(await Promise.all(ids.map(basketOf))).toEqual([null, null, null]);
    // A payment that names its debtor account has no choice to share.
    const named = await eur({ iban: (await psuOf(tpp.organizationIdentifier, '12085592767')).accounts[0]?.iban ?? '' });
    expect((await createBasket([ids[0] ?? '', named])).status).toBe(201);
  });

  it.each([
    ['consentIds (D25: payments only)', { paymentIds: ['x'], consentIds: ['c1'] }, 'consentIds'],
    ['no paymentIds', {}, 'paymentIds'],
    ['an empty list', { paymentIds: [] }, 'paymentIds'],
    ['a payment named twice', { paymentIds: ['a', 'a'] }, 'paymentIds'],
    ['an unknown field', { paymentIds: ['a'], note: 'x' }, 'note'],
  ])('%s is 400 FORMAT_ERROR', async (_name, body, path) => {
    const response = await tpp.post('/v1/signing-baskets', body);
    expect(response.status).toBe(400);
    expect(messageOf(response.body)).toMatchObject({ code: 'FORMAT_ERROR', path });
  });
});

async function basketWith(count: number) {
  const payments = [];
  for (let index = 0; index < count; index += 1) payments.push(await initiate());
  const response = await createBasket(payments.map((payment) => payment.paymentId));
  const basketId = (response.body as { basketId: string }).basketId;
  return { basketId, payments, base: `/v1/signing-baskets/${basketId}` };
}

describe('GET /v1/signing-baskets/{basketId} and …/status', () => {
  it('lists the payments; the status is the worst case of the payments (D25)', async () => {
    const { base, payments } = await basketWith(2);
    const read = await tpp.client.request('GET', base);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ payments: payments.map((payment) => payment.paymentId), transactionStatus: 'RCVD' });
    expect(bg('/{basketId}', 'get', 200, read.body)).toEqual([]);
    await setPaymentStatus(payments[0]?.paymentId ?? '', 'PDNG');
    await setPaymentStatus(payments[1]?.paymentId ?? '', 'ACSC');
    const status = await tpp.client.request('GET', `${base}/status`);
    expect(status.body).toEqual({ transactionStatus: 'ACTC' });
    expect(bg('/{basketId}/status', 'get', 200, status.body)).toEqual([]);
    await setPaymentStatus(payments[1]?.paymentId ?? '', 'RJCT');
    expect((await tpp.client.request('GET', `${base}/status`)).body).toEqual({ transactionStatus: 'RJCT' });
  });

  it("another TPP's basket is 404", async () => {
    const { base } = await basketWith(1);
    const response = await other.client.request('GET', base);
    expect(response.status).toBe(404);
    expect(messageOf(response.body)).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'basketId' });
  });
});

describe('DELETE /v1/signing-baskets/{basketId}', () => {
  it('before authorisation: 204, CANC, the payments freed and the open SCA failed', async () => {
    const { base, basketId, payments } = await basketWith(2);
    const response = await tpp.client.request('DELETE', base);
    expect(response.status, response.text).toBe(204);
    expect((await tpp.client.request('GET', `${base}/status`)).body).toEqual({ transactionStatus: 'CANC' });
    expect(await Promise.all(payments.map((payment) => basketOf(payment.paymentId)))).toEqual([null, null]);
    expect((await db.authorisation.findFirstOrThrow({ where: { basketId } })).scaStatus).toBe('FAILED');
    expect((await createBasket(payments.map((payment) => payment.paymentId))).status).toBe(201);
  });

  it("after the basket SCA moved a payment on: 409 STATUS_INVALID (a basket's 405 is only SERVICE_INVALID), the payments stay", async () => {
    const { base, basketId, payments } = await basketWith(2);
    await setPaymentStatus(payments[0]?.paymentId ?? '', 'PDNG');
    const response = await tpp.client.request('DELETE', base);
    expect(response.status).toBe(409);
    expect(messageOf(response.body)?.code).toBe('STATUS_INVALID');
    expect(bg('/{basketId}', 'delete', 409, response.body)).toEqual([]);
    expect(await basketOf(payments[1]?.paymentId ?? '')).toBe(basketId);
  });

  it('a basket already cancelled: 409 STATUS_INVALID', async () => {
    const { base } = await basketWith(1);
    expect((await tpp.client.request('DELETE', base)).status).toBe(204);
    const response = await tpp.client.request('DELETE', base);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      tppMessages: [{ category: 'ERROR', code: 'STATUS_INVALID', text: 'The signing basket is already cancelled.' }],
    });
  });

  it('DELETEs sent at once: one 204, the others answered as a repeated DELETE is (409, already cancelled)', async () => {
    const answers: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { base } = await basketWith(2);
      const responses = await Promise.all(Array.from({ length: 3 }, () => tpp.client.request('DELETE', base)));
      answers.push(
        ...responses.map((response) =>
          response.status === 204 ? '204' : `${response.status} ${messageOf(response.body)?.text}`,
        ),
      );
      expect((await tpp.client.request('GET', `${base}/status`)).body).toEqual({ transactionStatus: 'CANC' });
    }
    expect(answers.filter((answer) => answer === '204')).toHaveLength(6);
    expect(answers.filter((answer) => answer !== '204')).toEqual(
      Array.from({ length: 12 }, () => '409 The signing basket is already cancelled.'),
    );
  });
});

describe('a payment in a basket is authorised with its basket (D25)', () => {
  it('its own open SCA ends when it joins; a new authorisation of it alone is 409 until the basket is deleted', async () => {
    const { base, payments } = await basketWith(1);
    const [payment] = payments;
    const own = await db.authorisation.findFirstOrThrow({ where: { paymentId: payment?.paymentId, kind: 'PAYMENT' } });
    expect(own.scaStatus).toBe('FAILED');
    const refused = await tpp.post(`${payment?.base}/authorisations`, {});
    expect(refused.status).toBe(409);
    expect(messageOf(refused.body)).toMatchObject({
      code: 'STATUS_INVALID',
      text: expect.stringContaining('is in signing basket'),
    });
    expect(await db.authorisation.count({ where: { paymentId: payment?.paymentId } })).toBe(1);
    expect((await tpp.client.request('DELETE', base)).status).toBe(204);
    expect((await tpp.post(`${payment?.base}/authorisations`, {})).status).toBe(201);
  });
});

describe('cancelling one payment of a basket (D22)', () => {
  it('before the SCA the payment is cancelled and the basket reports CANC; after it a PDNG payment is refused', async () => {
    const before = await basketWith(2);
    expect((await tpp.client.request('DELETE', before.payments[0]?.base ?? '')).status).toBe(204);
    expect((await tpp.client.request('GET', `${before.base}/status`)).body).toEqual({ transactionStatus: 'CANC' });

    const after = await basketWith(2);
    await Promise.all(after.payments.map((payment) => setPaymentStatus(payment.paymentId, 'PDNG')));
    const refused = await tpp.client.request('DELETE', after.payments[0]?.base ?? '');
    expect(refused.status).toBe(405);
    expect(messageOf(refused.body)?.text).toBe(
      'A payment with status PDNG cannot be deleted: the PSU has approved it and it waits for execution.',
    );
  });
});

describe('POST /v1/signing-baskets/{basketId}/authorisations', () => {
  const required = () => ({
    'x-accept-fix': 'amount-as-string',
    'TPP-Session-ID': `s-${randomUUID()}`,
    'PSU-ID': randomUUID(),
    'PSU-IP-Address': '192.0.2.10',
  });

  it('201 with scaStatus and _links; GET lists it and reads its scaStatus', async () => {
    const { base, basketId } = await basketWith(1);
    // Opened by the PSU's browser: an unopened SCA would be taken over instead (D22).
    await db.authorisation.updateMany({ where: { basketId }, data: { linkUsedAt: new Date() } });
    const response = await tpp.post(`${base}/authorisations`, {}, required());
    expect(response.status, response.text).toBe(201);
    const body = response.body as {
      authorisationId: string;
      scaStatus: string;
      _links: Record<string, { href: string }>;
    };
    expect(body.scaStatus).toBe('received');
    expect(body._links.scaRedirect?.href).toMatch(/\/sca\//);
    expect(bg('/{basketId}/authorisations', 'post', 201, body)).toEqual([]);
    const list = await tpp.client.request('GET', `${base}/authorisations`);
    expect((list.body as { authorisationIds: string[] }).authorisationIds).toHaveLength(2);
    expect((list.body as { authorisationIds: string[] }).authorisationIds[1]).toBe(body.authorisationId);
    const read = await tpp.client.request('GET', body._links.scaStatus?.href ?? '');
    expect(read.body).toEqual({ scaStatus: 'received' });
    expect(bg('/{basketId}/authorisations/{authorisationId}', 'get', 200, read.body)).toEqual([]);
    const unknown = await tpp.client.request('GET', `${base}/authorisations/nope`);
    expect(messageOf(unknown.body)).toMatchObject({ code: 'RESOURCE_UNKNOWN', path: 'authorisationId' });
  });

  it.each([
    ['without x-accept-fix', { 'x-accept-fix': '' }, 'x-accept-fix'],
    ['with another x-accept-fix', { 'x-accept-fix': 'longer-names' }, 'x-accept-fix'],
    ['without TPP-Session-ID', { 'TPP-Session-ID': '' }, 'TPP-Session-ID'],
    ['without PSU-ID', { 'PSU-ID': '' }, 'PSU-ID'],
    ['with a PSU-ID that is no UUID', { 'PSU-ID': 'kari' }, 'PSU-ID'],
    ['without PSU-IP-Address', { 'PSU-IP-Address': '' }, 'PSU-IP-Address'],
    ['without TPP-Redirect-URI', { 'TPP-Redirect-URI': '' }, 'TPP-Redirect-URI'],
    ['with a PSU-Device-ID that is no UUID', { 'PSU-Device-ID': 'phone' }, 'PSU-Device-ID'],
    ['with a malformed PSU-Geo-Location', { 'PSU-Geo-Location': 'Oslo' }, 'PSU-Geo-Location'],
    ['with PSU-HTTP-Method HEAD', { 'PSU-HTTP-Method': 'HEAD' }, 'PSU-HTTP-Method'],
    ['with TPP-Redirect-Preferred maybe', { 'TPP-Redirect-Preferred': 'maybe' }, 'TPP-Redirect-Preferred'],
  ])('%s is 400 FORMAT_ERROR naming the header', async (_name, headers, path) => {
    const { base } = await basketWith(1);
    const response = await tpp.post(`${base}/authorisations`, {}, { ...required(), ...headers });
    expect(response.status, response.text).toBe(400);
    expect(messageOf(response.body)).toMatchObject({ code: 'FORMAT_ERROR', path });
  });

  it('the optional headers are accepted when well formed', async () => {
    const { base } = await basketWith(1);
    const optional = {
      'PSU-Device-ID': randomUUID(),
      'PSU-Geo-Location': 'GEO:59.91,10.75',
      'PSU-HTTP-Method': 'POST',
      'TPP-Redirect-Preferred': 'false',
    };
    const response = await tpp.post(`${base}/authorisations`, {}, { ...required(), ...optional });
    expect(response.status, response.text).toBe(201);
  });

  it('a basket already authorised is 409 STATUS_INVALID', async () => {
    const { base, payments } = await basketWith(1);
    await setPaymentStatus(payments[0]?.paymentId ?? '', 'PDNG');
    const response = await tpp.post(`${base}/authorisations`, {}, required());
    expect(response.status).toBe(409);
    expect(messageOf(response.body)?.code).toBe('STATUS_INVALID');
  });
});
