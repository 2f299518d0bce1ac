import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { connectToCore, type CoreConnection } from '@/lib/payments/outbox/core-connection';
import { dispatchPaymentOutbox } from '@/lib/payments/outbox/dispatch-payment-outbox';
import { startOutboxDispatcher } from '@/lib/payments/outbox/start-outbox-dispatcher';
import { startFakeCore, type FakeCore } from '@/tests/integration/support/fake-core';
import { approve, createOutboxTpp, outboxRowOf, receivedPayment } from '@/tests/integration/support/outbox-payments';
import { waitFor } from '@/tests/integration/support/wait-for';

// D32: the outbox's two jobs, handing new payments to the core and reading the status of delivered ones, run as two
// loops. A core that is slow to answer status reads (each may take up to its 10 s timeout, 50 rows a round) must not
// hold up the handoff of a payment approved meanwhile, nor a shutdown.
let core: FakeCore;
let connection: CoreConnection;
let tppId: string;

beforeAll(async () => {
  core = await startFakeCore();
  connection = connectToCore({ url: core.url });
  tppId = await createOutboxTpp();
});

afterAll(async () => {
  await core.close();
  await db.$disconnect();
});

/** A payment the core has, due for a status read now. */
async function deliveredPayment(): Promise<string> {
  const paymentId = await receivedPayment(tppId);
  await approve(paymentId);
  expect((await dispatchPaymentOutbox({ core: connection, now: new Date(), limit: 1000 })).delivered).toContain(
    paymentId,
  );
  await db.paymentOutbox.update({ where: { paymentId }, data: { nextAttemptAt: new Date(Date.now() - 1_000) } });
  return paymentId;
}

/** Status reads wait until `release` is called. */
function holdStatusReads(): { release: () => void } {
  let release = () => {};
  core.statusReadsWaitFor = new Promise<void>((resolve) => {
    release = () => {
      core.statusReadsWaitFor = null;
      resolve();
    };
  });
  return { release };
}

describe('the payment outbox dispatcher (D32)', () => {
  it('hands a payment approved meanwhile to the core while a status read waits for a slow core', async () => {
    await deliveredPayment();
    const held = holdStatusReads();
    const readsBefore = core.statusReads;
    const dispatcher = startOutboxDispatcher({ core: connection, intervalMilliseconds: 100, log: () => undefined });
    try {
      await waitFor(async () => (core.statusReads > readsBefore ? true : null));
      const paymentId = await receivedPayment(tppId);
      await approve(paymentId);
      const row = await waitFor(async () => {
        const current = await outboxRowOf(paymentId);
        return current?.status === 'DELIVERED' ? current : null;
      }, 3_000);
      expect(core.handoffs.filter((handoff) => handoff.paymentId === paymentId)).toEqual([
        { key: row.idempotencyKey, paymentId, clientName: null },
      ]);
      expect(core.statusReadsWaitFor).not.toBeNull();
    } finally {
      held.release();
      await dispatcher.stop();
    }
  });

  it('stops at once while a status read waits for a slow core, leaving the payment to the next read', async () => {
    const paymentId = await deliveredPayment();
    const held = holdStatusReads();
    const readsBefore = core.statusReads;
    const dispatcher = startOutboxDispatcher({ core: connection, intervalMilliseconds: 100, log: () => undefined });
    try {
      await waitFor(async () => (core.statusReads > readsBefore ? true : null));
      const started = performance.now();
      await dispatcher.stop();
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(await outboxRowOf(paymentId)).toMatchObject({ status: 'DELIVERED' });
    } finally {
      held.release();
    }
  });
});
