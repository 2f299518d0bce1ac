import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { responseProblems } from '@/tests/integration/support/sandbox-openapi-validator';
import { createPaymentTpp, psuOf, setPaymentStatus } from '@/tests/integration/support/payment-fixture-api';
import { balancesOf, insertPayment, newBatchSandbox } from '@/tests/integration/support/payment-fixture-batch';
import { errorOf, firstMessage } from '@/tests/integration/support/sandbox-tpp';

// D24: POST /v1/sandbox/batch-runs and PUT /v1/sandbox/payments/{paymentId}/status (release 1.21.18).

const statusOf = async (id: string) => (await db.payment.findUniqueOrThrow({ where: { id } })).status;

describe('POST /v1/sandbox/batch-runs', () => {
  it("runs the batch over the caller's sandbox and answers what it did", async () => {
    const sandbox = await newBatchSandbox();
    const other = await newBatchSandbox();
    const debtor = await sandbox.account(1_000);
    // Either fits alone, not both: whichever the run meets first is executed, the other left for a later run.
    const payments = [
      await insertPayment({ tppId: sandbox.tppId, debtor, instructions: [{ amount: 600 }] }),
      await insertPayment({ tppId: sandbox.tppId, debtor, instructions: [{ amount: 900 }] }),
    ];
    const foreign = await insertPayment({
      tppId: other.tppId,
      debtor: await other.account(1_000),
      instructions: [{ amount: 100 }],
    });
    const response = await sandbox.tpp.post('/v1/sandbox/batch-runs');
    expect(response.status).toBe(200);
    expect(responseProblems('post', '/v1/sandbox/batch-runs', 200, response.body)).toEqual([]);
    const report = response.body as { executed: string[]; retried: string[]; rejected: string[] };
    expect(report.executed).toHaveLength(1);
    expect([...report.executed, ...report.retried].sort()).toEqual([...payments].sort());
    expect(report.rejected).toEqual([]);
    const retried = report.retried[0] as string;
    expect(await statusOf(report.executed[0] as string)).toBe('ACSC');
    // D24: short of funds before the day's last run, nothing a read would take for a rejection is written.
    expect(await db.payment.findUniqueOrThrow({ where: { id: retried } })).toMatchObject({
      status: 'PDNG',
      fundsAvailable: null,
    });
    expect(await statusOf(foreign)).toBe('PDNG');

    const last = await sandbox.tpp.post('/v1/sandbox/batch-runs', { lastRunOfDay: true });
    expect(last.body).toEqual({ executed: [], retried: [], rejected: [retried] });
    expect(await db.payment.findUniqueOrThrow({ where: { id: retried } })).toMatchObject({
      status: 'ACCP',
      fundsAvailable: false,
    });
  });

  it('refuses an unknown field and a wrong type, naming it', async () => {
    const { tpp } = await newBatchSandbox();
    expect(errorOf(await tpp.post('/v1/sandbox/batch-runs', { lastRunOfDay: 'yes' }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'lastRunOfDay',
    });
    expect(errorOf(await tpp.post('/v1/sandbox/batch-runs', { tppId: 'x' }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'tppId',
    });
  });
});

describe('PUT /v1/sandbox/payments/{paymentId}/status', () => {
  it('holds a payment away from the batch, releases it to the batch, and stops it', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const paymentId = await insertPayment({ tppId: sandbox.tppId, debtor, instructions: [{ amount: 100 }] });
    const path = `/v1/sandbox/payments/${paymentId}/status`;
    const held = await sandbox.tpp.put(path, { status: 'onHold' });
    expect(held.status).toBe(200);
    expect(held.body).toEqual({ paymentId, transactionStatus: 'ACWP' });
    expect(responseProblems('put', '/v1/sandbox/payments/{paymentId}/status', 200, held.body)).toEqual([]);
    expect((await sandbox.tpp.post('/v1/sandbox/batch-runs')).body).toEqual({
      executed: [],
      retried: [],
      rejected: [],
    });
    expect(await balancesOf(debtor.resourceId)).toEqual({ closingBooked: 10_000n, expected: 10_000n });
    expect((await sandbox.tpp.put(path, { status: 'released' })).body).toEqual({
      paymentId,
      transactionStatus: 'PDNG',
    });
    expect((await sandbox.tpp.post('/v1/sandbox/batch-runs')).body).toEqual({
      executed: [paymentId],
      retried: [],
      rejected: [],
    });
    expect(errorOf(await sandbox.tpp.put(path, { status: 'stopped' }))).toEqual({
      status: 409,
      code: 'STATUS_INVALID',
      path: 'status',
    });

    const stopped = await insertPayment({ tppId: sandbox.tppId, debtor, instructions: [{ amount: 100 }] });
    expect((await sandbox.tpp.put(`/v1/sandbox/payments/${stopped}/status`, { status: 'stopped' })).body).toEqual({
      paymentId: stopped,
      transactionStatus: 'RJCT',
    });
    expect(errorOf(await sandbox.tpp.put(`/v1/sandbox/payments/${stopped}/status`, { status: 'released' }))).toEqual({
      status: 409,
      code: 'STATUS_INVALID',
      path: 'status',
    });
  });

  it('releases only a held payment and holds only one waiting for the batch', async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(10_000);
    const pending = await insertPayment({ tppId: sandbox.tppId, debtor, instructions: [{ amount: 100 }] });
    const received = await insertPayment({
      tppId: sandbox.tppId,
      debtor,
      status: 'RCVD',
      instructions: [{ amount: 100 }],
    });
    expect(errorOf(await sandbox.tpp.put(`/v1/sandbox/payments/${pending}/status`, { status: 'released' }))).toEqual({
      status: 409,
      code: 'STATUS_INVALID',
      path: 'status',
    });
    expect(errorOf(await sandbox.tpp.put(`/v1/sandbox/payments/${received}/status`, { status: 'onHold' }))).toEqual({
      status: 409,
      code: 'STATUS_INVALID',
      path: 'status',
    });
    expect(await statusOf(received)).toBe('RCVD');
  });

  it('never releases a payment that was not held: one waiting for SCA or for its second approver stays there', async () => {
    const tpp = await createPaymentTpp();
    const psu = await psuOf(tpp.organizationIdentifier, '12085592767');
    const own = psu.accounts.find((account) =>
      account.engagements.some((engagement) => engagement.roles.includes('OWNER')),
    )!;
    const created = await tpp.post(
      '/v1/payments/norwegian-domestic-credit-transfers',
      {
        debtorAccount: { iban: own.iban },
        creditorName: 'Fjordkraft AS',
        creditorAccount: { bban: '15032080119' },
        instructedAmount: { currency: 'NOK', amount: '10.00' },
      },
      { 'PSU-ID': psu.psuId },
    );
    expect(created.status, created.text).toBe(201);
    const { paymentId } = created.body as { paymentId: string };
    const release = () =>
      tpp.client.request('PUT', `/v1/sandbox/payments/${paymentId}/status`, {
        body: JSON.stringify({ status: 'released' }),
      });
    for (const status of ['RCVD', 'PATC'] as const) {
      await setPaymentStatus(paymentId, status);
      const refused = await release();
      expect(errorOf(refused)).toEqual({ status: 409, code: 'STATUS_INVALID', path: 'status' });
      expect(firstMessage(refused)).toMatchObject({ category: 'ERROR', text: expect.stringContaining(status) });
      expect((await tpp.client.request('POST', '/v1/sandbox/batch-runs')).body).toMatchObject({
        executed: expect.not.arrayContaining([paymentId]),
      });
      expect(await statusOf(paymentId)).toBe(status);
    }
    expect(await db.transaction.count({ where: { paymentId } })).toBe(0);
    expect((await db.authorisation.findFirstOrThrow({ where: { paymentId } })).scaStatus).toBe('RECEIVED');
  });

  it("answers 404 for another TPP's payment and an unknown id, 400 for a bad body", async () => {
    const sandbox = await newBatchSandbox();
    const other = await newBatchSandbox();
    const theirs = await insertPayment({
      tppId: other.tppId,
      debtor: await other.account(1_000),
      instructions: [{ amount: 100 }],
    });
    expect(errorOf(await sandbox.tpp.put(`/v1/sandbox/payments/${theirs}/status`, { status: 'onHold' }))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
    expect(await statusOf(theirs)).toBe('PDNG');
    expect(errorOf(await sandbox.tpp.put('/v1/sandbox/payments/unknown/status', { status: 'onHold' }))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
    expect(errorOf(await sandbox.tpp.put(`/v1/sandbox/payments/${theirs}/status`, { status: 'ACWP' }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'status',
    });
  });
});

describe('GET /v1/sandbox/accounts/{mockAccountId}/payments', () => {
  it("lists the account's payments newest first, with the payment API's amounts, and follows a hold", async () => {
    const sandbox = await newBatchSandbox();
    const debtor = await sandbox.account(1_000_000);
    const elsewhere = await sandbox.account(1_000);
    const first = await insertPayment({
      tppId: sandbox.tppId,
      debtor,
      requestedExecutionDate: '2026-03-02',
      instructions: [{ amount: 125_050, creditorName: 'Fjordkraft AS' }],
    });
    const bulk = await insertPayment({
      tppId: sandbox.tppId,
      debtor,
      service: 'bulk_payments',
      instructions: [{ amount: 100, creditorName: 'Telenor ASA' }, { amount: 5 }],
    });
    await insertPayment({ tppId: sandbox.tppId, debtor: elsewhere, instructions: [{ amount: 1 }] });
    await sandbox.tpp.put(`/v1/sandbox/payments/${first}/status`, { status: 'onHold' });
    // Waiting for SCA, the payment names its debtor by the IBAN the TPP sent; the PSU has not chosen the account yet.
    const named = await insertPayment({ tppId: sandbox.tppId, debtor, status: 'RCVD', instructions: [{ amount: 7 }] });
    await db.payment.update({ where: { id: named }, data: { debtorAccountId: null } });

    const response = await sandbox.tpp.get(`/v1/sandbox/accounts/${debtor.resourceId}/payments`);
    expect(response.status, response.text).toBe(200);
    expect(responseProblems('get', '/v1/sandbox/accounts/{mockAccountId}/payments', 200, response.body)).toEqual([]);
    const { payments } = response.body as { payments: Record<string, unknown>[] };
    expect(payments.map((payment) => payment.paymentId).sort()).toEqual([named, bulk, first].sort());
    const createdAt = payments.map((payment) => Date.parse(payment.createdAt as string));
    expect(createdAt).toEqual([...createdAt].sort((left, right) => right - left));
    const byId = (id: string) => payments.find((payment) => payment.paymentId === id);
    expect(byId(named)).toMatchObject({
      transactionStatus: 'RCVD',
      instructedAmount: { currency: 'NOK', amount: '0.07' },
    });
    expect(byId(bulk)).toMatchObject({
      paymentService: 'bulk-payments',
      transactionStatus: 'PDNG',
      instructedAmount: { currency: 'NOK', amount: '1.05' },
      creditorName: 'Telenor ASA',
      numberOfTransactions: 2,
    });
    expect(byId(first)).toMatchObject({
      paymentService: 'payments',
      paymentProduct: 'norwegian-domestic-credit-transfers',
      transactionStatus: 'ACWP',
      fundsAvailable: null,
      instructedAmount: { currency: 'NOK', amount: '1250.50' },
      creditorName: 'Fjordkraft AS',
      requestedExecutionDate: '2026-03-02',
      statusChangedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?\+0[12]:00$/),
    });
  });

  it("answers 404 for another TPP's account, as for an unknown one", async () => {
    const sandbox = await newBatchSandbox();
    const other = await newBatchSandbox();
    const theirs = await other.account(1_000);
    await insertPayment({ tppId: other.tppId, debtor: theirs, instructions: [{ amount: 100 }] });
    expect(errorOf(await sandbox.tpp.get(`/v1/sandbox/accounts/${theirs.resourceId}/payments`))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });
});
