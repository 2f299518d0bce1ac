import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { cancelPayment } from '@/lib/payments/cancel-payment';
import { connectToCore, type CoreConnection } from '@/lib/payments/outbox/core-connection';
import { corePaymentRequest } from '@/lib/payments/outbox/core-payment-request';
import { dispatchPaymentOutbox, outboxClaimMilliseconds } from '@/lib/payments/outbox/dispatch-payment-outbox';
import { executeInstantAtCore } from '@/lib/payments/outbox/execute-instant-at-core';
import {
  corePollIntervalMilliseconds,
  pollCorePaymentStatuses,
} from '@/lib/payments/outbox/poll-core-payment-statuses';
import { startFakeCore, type FakeCore } from '@/tests/integration/support/fake-core';
import { waitFor } from '@/tests/integration/support/wait-for';
import {
  approve,
  createOutboxTpp,
  outboxRowOf as rowOf,
  receivedPayment as receivedPaymentOf,
} from '@/tests/integration/support/outbox-payments';

// D32: production hands approved payments to the bank's core through the PaymentOutbox table: written in the
// approval's transaction, sent by dispatchers that claim rows with SKIP LOCKED, with one Idempotency-Key per payment.
// A fake core records every request and, like the real one must, executes each key once.
let core: FakeCore;
const executedKeys = () => new Set(core.handoffs.map((request) => request.key));
let coreConnection: CoreConnection;
let tppId: string;

beforeAll(async () => {
  core = await startFakeCore();
  coreConnection = connectToCore({ url: core.url });
  tppId = await createOutboxTpp();
});

beforeEach(() => {
  core.handoffs.length = 0;
  core.answer = { status: 202, delayMs: 0 };
});

afterAll(async () => {
  await core.close();
  await db.$disconnect();
});

const instant = 'instant-sepa-credit-transfers';
const receivedPayment = (product?: string) => receivedPaymentOf(tppId, product);
const later = (milliseconds: number) => new Date(Date.now() + milliseconds);

describe('the payment outbox (D32)', () => {
  it('tells the core the first payment date a standing order was approved from (D23, D24)', async () => {
    const paymentId = await receivedPayment();
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    await db.payment.update({
      where: { id: paymentId },
      data: {
        service: 'periodic_payments',
        frequency: 'Weekly',
        startDate: day('2026-11-20'),
        endDate: day('2027-11-20'),
        firstPaymentDate: day('2026-11-27'),
      },
    });
    expect((await corePaymentRequest(paymentId)).periodic).toEqual({
      startDate: '2026-11-20',
      firstPaymentDate: '2026-11-27',
      endDate: '2027-11-20',
      frequency: 'Weekly',
      executionRule: null,
      dayOfExecution: null,
      monthsOfExecution: [],
    });
  });

  it('tells the core each transfer’s service level and regulatory reporting (D22)', async () => {
    const paymentId = await receivedPayment();
    await db.paymentInstruction.updateMany({
      where: { paymentId },
      data: { serviceLevel: 'URGP', regulatoryReportingCode: '14', regulatoryReportingInformation: 'Import av varer' },
    });
    expect((await corePaymentRequest(paymentId)).instructions).toEqual([
      expect.objectContaining({
        serviceLevel: 'URGP',
        regulatoryReportingCode: '14',
        regulatoryReportingInformation: 'Import av varer',
      }),
    ]);
    const plain = await receivedPayment();
    expect((await corePaymentRequest(plain)).instructions).toEqual([
      expect.objectContaining({
        serviceLevel: null,
        regulatoryReportingCode: null,
        regulatoryReportingInformation: null,
      }),
    ]);
  });

  it('commits the handoff with the approval, or neither', async () => {
    const paymentId = await receivedPayment();
    await expect(approve(paymentId, { crashBeforeCommit: true })).rejects.toThrow('died');
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('RCVD');
    expect(await rowOf(paymentId)).toBeNull();
    await approve(paymentId);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PDNG');
    expect(await rowOf(paymentId)).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('sends a handoff written before a crash at the next dispatch, once', async () => {
    const paymentId = await receivedPayment();
    await approve(paymentId);
    const first = await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 100 });
    expect(first.delivered).toContain(paymentId);
    await dispatchPaymentOutbox({ core: coreConnection, now: later(10 * 60_000), limit: 100 });
    const row = await rowOf(paymentId);
    expect(core.handoffs.filter((request) => request.paymentId === paymentId)).toEqual([
      { key: row?.idempotencyKey, paymentId, clientName: null },
    ]);
    expect(row).toMatchObject({ status: 'DELIVERED', attempts: 1 });
  });

  it('takes over the claim of a dispatcher that died after sending; the resend carries the same key, so the core executes once', async () => {
    const paymentId = await receivedPayment();
    await approve(paymentId);
    // A dispatcher claims the row, the core receives it, and the dispatcher dies before it records the delivery.
    const row = await db.paymentOutbox.update({
      where: { paymentId },
      data: { lockedUntil: later(outboxClaimMilliseconds), attempts: 1 },
    });
    await fetch(core.url, {
      method: 'POST',
      headers: { 'idempotency-key': row.idempotencyKey },
      body: JSON.stringify({ paymentId }),
    });
    expect(
      (await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 100 })).delivered,
    ).not.toContain(paymentId);
    expect(
      (await dispatchPaymentOutbox({ core: coreConnection, now: later(outboxClaimMilliseconds + 1_000), limit: 100 }))
        .delivered,
    ).toContain(paymentId);
    const sent = core.handoffs.filter((request) => request.paymentId === paymentId);
    expect(sent.map((request) => request.key)).toEqual([row.idempotencyKey, row.idempotencyKey]);
    expect(executedKeys().has(row.idempotencyKey)).toBe(true);
    expect(await rowOf(paymentId)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
  });

  it('lets two dispatchers run at once without sending any row twice', async () => {
    const paymentIds = await Promise.all(Array.from({ length: 8 }, () => receivedPayment()));
    for (const paymentId of paymentIds) await approve(paymentId);
    const now = new Date();
    const [left, right] = await Promise.all([
      dispatchPaymentOutbox({ core: coreConnection, now, limit: 100 }),
      dispatchPaymentOutbox({ core: coreConnection, now, limit: 100 }),
    ]);
    const delivered = [...left.delivered, ...right.delivered].filter((id) => paymentIds.includes(id));
    expect(delivered.sort()).toEqual([...paymentIds].sort());
    const sent = core.handoffs.filter((request) => paymentIds.includes(request.paymentId));
    expect(sent).toHaveLength(paymentIds.length);
    expect(new Set(sent.map((request) => request.key)).size).toBe(paymentIds.length);
  });

  it('never lets another dispatcher take over a row whose send is still under way, however slowly the core answers', async () => {
    const paymentIds: string[] = [];
    for (let index = 0; index < 3; index += 1) paymentIds.push(await receivedPayment());
    for (const paymentId of paymentIds) await approve(paymentId);
    core.answer.delayMs = 1_000;
    const start = new Date();
    const slow = dispatchPaymentOutbox({ core: coreConnection, now: start, limit: 100 });
    // While the first dispatcher waits for the core on its second row, another instance runs at the moment a claim made
    // when the first one's round started has run out.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const other = await dispatchPaymentOutbox({
      core: coreConnection,
      now: new Date(start.getTime() + outboxClaimMilliseconds + 500),
      limit: 100,
    });
    const first = await slow;
    expect([...first.delivered, ...other.delivered].filter((id) => paymentIds.includes(id)).sort()).toEqual(
      [...paymentIds].sort(),
    );
    const sent = core.handoffs.filter((request) => paymentIds.includes(request.paymentId));
    expect(sent.map((request) => request.paymentId).sort()).toEqual([...paymentIds].sort());
  }, 20_000);

  it('retries a core that is down with backoff and the same key; a refusal (4xx) is FAILED for the operator', async () => {
    const paymentId = await receivedPayment();
    await approve(paymentId);
    core.answer.status = 503;
    const now = new Date();
    expect((await dispatchPaymentOutbox({ core: coreConnection, now, limit: 100 })).retried).toContain(paymentId);
    const waiting = await rowOf(paymentId);
    expect(waiting?.status).toBe('PENDING');
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect((await dispatchPaymentOutbox({ core: coreConnection, now, limit: 100 })).retried).not.toContain(paymentId);
    core.answer.status = 202;
    expect((await dispatchPaymentOutbox({ core: coreConnection, now: later(60_000), limit: 100 })).delivered).toContain(
      paymentId,
    );
    expect(
      new Set(core.handoffs.filter((request) => request.paymentId === paymentId).map((request) => request.key)),
    ).toEqual(new Set([waiting?.idempotencyKey]));

    const refused = await receivedPayment();
    await approve(refused);
    core.answer.status = 422;
    expect((await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 100 })).failed).toContain(
      refused,
    );
    expect(await rowOf(refused)).toMatchObject({ status: 'FAILED', lastError: 'the core answered 422' });
  });

  it('takes the status the core reports by polling, along the payment status machine, and closes the row when final', async () => {
    const paymentId = await receivedPayment();
    await approve(paymentId);
    await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 100 });
    const row = await rowOf(paymentId);
    core.statuses.set(row?.idempotencyKey ?? '', 'RCVD');
    await pollCorePaymentStatuses({ core: coreConnection, now: new Date(), limit: 1000 });
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PDNG');
    core.statuses.set(row?.idempotencyKey ?? '', 'ACSC');
    expect((await pollCorePaymentStatuses({ core: coreConnection, now: new Date(), limit: 1000 })).moved).not.toContain(
      paymentId,
    );
    expect(
      (await pollCorePaymentStatuses({ core: coreConnection, now: later(corePollIntervalMilliseconds), limit: 1000 }))
        .moved,
    ).toContain(paymentId);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('ACSC');
    expect((await rowOf(paymentId))?.status).toBe('DONE');
  });

  it('asks about every delivered payment in turn, however many delivered before it never end', async () => {
    // Delivered payments the core never gives a final status (a standing order, a key it does not know) come first.
    const unending = [await receivedPayment(), await receivedPayment()];
    for (const paymentId of unending) await approve(paymentId);
    await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 100 });
    const paymentId = await receivedPayment();
    await approve(paymentId);
    await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 100 });
    core.statuses.set((await rowOf(paymentId))?.idempotencyKey ?? '', 'ACSC');
    // One payment a round: as many rounds as there are delivered rows reach every one of them.
    const rounds = await db.paymentOutbox.count({ where: { status: 'DELIVERED' } });
    const when = later(60 * 60_000);
    const moved: string[] = [];
    for (let round = 0; round < rounds; round += 1)
      moved.push(...(await pollCorePaymentStatuses({ core: coreConnection, now: when, limit: 1 })).moved);
    expect(moved).toContain(paymentId);
    expect((await rowOf(paymentId))?.status).toBe('DONE');
  });
});

describe('DELETE of an instant payment handed to the outbox (D22, D32)', () => {
  const cancel = (paymentId: string) =>
    cancelPayment({ tppId, path: { service: 'payments', product: instant, paymentId }, now: new Date() });
  const statusOf = async (paymentId: string) =>
    (await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status;
  const sentToCore = (paymentId: string) => core.handoffs.filter((request) => request.paymentId === paymentId);

  it('refuses (405 CANCELLATION_INVALID) once approved (PDNG), sent or not, and the handoff goes on', async () => {
    const paymentId = await receivedPayment(instant);
    await approve(paymentId);
    await expect(cancel(paymentId)).rejects.toMatchObject({ code: 'CANCELLATION_INVALID', status: 405 });
    expect(await statusOf(paymentId)).toBe('PDNG');
    expect(await rowOf(paymentId)).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect((await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 1000 })).delivered).toContain(
      paymentId,
    );
    expect(sentToCore(paymentId)).toHaveLength(1);
  });

  it('claims only handoffs whose payment may still be sent', async () => {
    const paymentId = await receivedPayment(instant);
    await approve(paymentId);
    // However the payment came to be final without the row (an operator, an older version of the cancellation).
    await db.payment.update({ where: { id: paymentId }, data: { status: 'CANC' } });
    expect(
      (await dispatchPaymentOutbox({ core: coreConnection, now: new Date(), limit: 1000 })).delivered,
    ).not.toContain(paymentId);
    expect(sentToCore(paymentId)).toEqual([]);
    expect(await rowOf(paymentId)).toMatchObject({ status: 'PENDING', attempts: 0 });
  });
});

describe('an instant payment handed to the core at its approval (D23, D32)', () => {
  // As outboxPaymentAdapter.executeInstant does after the approval's commit, with the setting's default wait.
  const executeInstant = (paymentId: string, waitMilliseconds = 3_000) =>
    executeInstantAtCore({ paymentId, core: coreConnection, waitMilliseconds, now: new Date() });
  const paymentOf = (paymentId: string) =>
    db.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { status: true, fundsAvailable: true } });
  // A core that executes at once: the key reports this status from its handoff on.
  const answering = (status: string) => {
    core.statusAtHandoff = status;
    return () => {
      core.statusAtHandoff = null;
    };
  };

  it.each([
    ['ACSC', null],
    ['ACCC', null],
    ['RJCT', null],
    ['ACCP', false],
  ] as const)(
    'takes a final %s from a core that answers at once, before the PSU is sent back',
    async (status, funds) => {
      const paymentId = await receivedPayment(instant);
      await approve(paymentId);
      const restore = answering(status);
      try {
        await executeInstant(paymentId);
      } finally {
        restore();
      }
      expect(await paymentOf(paymentId)).toEqual({ status, fundsAvailable: funds });
      expect(await rowOf(paymentId)).toMatchObject({ status: 'DONE', attempts: 1 });
    },
  );

  it.each(['ACTC', 'ACSP', 'ACWP', 'PDNG'])(
    'leaves the payment PDNG when the core answers %s, for the status loop',
    async (status) => {
      const paymentId = await receivedPayment(instant);
      await approve(paymentId);
      const restore = answering(status);
      try {
        await executeInstant(paymentId, 300);
      } finally {
        restore();
      }
      expect(await paymentOf(paymentId)).toEqual({ status: 'PDNG', fundsAvailable: null });
      expect((await rowOf(paymentId))?.status).toBe('DELIVERED');
      // The status loop carries on, and takes the final status once the core has one.
      core.statuses.set((await rowOf(paymentId))?.idempotencyKey ?? '', 'ACSC');
      await pollCorePaymentStatuses({ core: coreConnection, now: later(60 * 60_000), limit: 1000 });
      expect((await paymentOf(paymentId)).status).toBe('ACSC');
    },
  );

  it('returns with the payment PDNG when the core accepted it but never answers its status reads', async () => {
    const paymentId = await receivedPayment(instant);
    await approve(paymentId);
    let answer = () => undefined as void;
    core.statusReadsWaitFor = new Promise((resolve) => (answer = resolve));
    const readsBefore = core.statusReads;
    try {
      await executeInstant(paymentId, 300);
    } finally {
      core.statusReadsWaitFor = null;
      answer();
    }
    expect(core.statusReads).toBeGreaterThan(readsBefore);
    expect(await paymentOf(paymentId)).toEqual({ status: 'PDNG', fundsAvailable: null });
    expect((await rowOf(paymentId))?.status).toBe('DELIVERED');
  });

  it('counts the wait from the approval, so a basket’s instant payments share one: none left, nothing is waited for', async () => {
    const paymentId = await receivedPayment(instant);
    await approve(paymentId);
    const handoffsBefore = core.handoffs.length;
    const approvedAt = new Date(Date.now() - 5_000);
    await executeInstantAtCore({ paymentId, core: coreConnection, waitMilliseconds: 3_000, now: approvedAt });
    expect(core.handoffs.length).toBe(handoffsBefore);
    expect(await rowOf(paymentId)).toMatchObject({ status: 'PENDING', attempts: 0 });
    expect(await paymentOf(paymentId)).toEqual({ status: 'PDNG', fundsAvailable: null });
  });

  it('returns with the payment PDNG when the core is down; the dispatcher retries the handoff later', async () => {
    const paymentId = await receivedPayment(instant);
    await approve(paymentId);
    core.answer.status = 503;
    await executeInstant(paymentId);
    expect(await paymentOf(paymentId)).toEqual({ status: 'PDNG', fundsAvailable: null });
    expect(await rowOf(paymentId)).toMatchObject({ status: 'PENDING', attempts: 1 });
    core.answer.status = 202;
    expect(
      (await dispatchPaymentOutbox({ core: coreConnection, now: later(60_000), limit: 1000 })).delivered,
    ).toContain(paymentId);
  });

  it('returns when a handoff outlasts the wait, which the dispatcher then records', async () => {
    const paymentId = await receivedPayment(instant);
    await approve(paymentId);
    core.answer.delayMs = 2_000;
    await executeInstant(paymentId, 300);
    expect((await paymentOf(paymentId)).status).toBe('PDNG');
    await waitFor(async () => (await rowOf(paymentId))?.status === 'DELIVERED');
    expect(core.handoffs.filter((handoff) => handoff.paymentId === paymentId)).toHaveLength(1);
  });
});
