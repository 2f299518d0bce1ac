import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '@/lib/db';
import { loggableError } from '@/lib/observability/loggable-error';
import { getLogger } from '@/lib/observability/logger';
import { isFinalPaymentStatus } from '@/lib/payments/payment-transitions';
import type { CoreConnection } from './core-connection';
import { dispatchPaymentOutbox } from './dispatch-payment-outbox';
import { takeCorePaymentStatus } from './take-core-payment-status';

/** Between two status reads of one instant payment while its approval waits. */
const statusReadPauseMilliseconds = 100;

export type ExecuteInstantAtCoreInput = {
  paymentId: string;
  core: CoreConnection;
  /** XS2A_CORE_INSTANT_WAIT_MS: how long the approval waits for a final status, counted from `now`. */
  waitMilliseconds: number;
  /** When the approval was taken: a basket's instant payments share one wait (D32). */
  now: Date;
};

/**
 * D32: right after its approval commits, hands an instant payment's outbox row to the core and reads its status until
 * it is final or the wait is over; returns by then at the latest, and the dispatcher and the status loop carry on.
 */
export async function executeInstantAtCore(input: ExecuteInstantAtCoreInput): Promise<void> {
  const remaining = input.now.getTime() + input.waitMilliseconds - Date.now();
  if (remaining <= 0) return;
  const deadline = AbortSignal.timeout(remaining);
  const work = waitForFinalStatus(input, deadline).catch((error: unknown) => {
    getLogger().warn(
      { paymentId: input.paymentId, error: loggableError(error) },
      'Instant payment: waiting for the core failed; the outbox carries on',
    );
  });
  // A send in hand finishes in the background (the core's own timeout bounds it); the PSU does not wait for it.
  await Promise.race([work, sleep(remaining, undefined, { ref: false })]);
}

async function waitForFinalStatus(input: ExecuteInstantAtCoreInput, deadline: AbortSignal): Promise<void> {
  const { paymentId, core } = input;
  while (!deadline.aborted) {
    const row = await db.paymentOutbox.findUnique({
      where: { paymentId },
      select: { id: true, idempotencyKey: true, paymentId: true, status: true },
    });
    if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
    if (row.status === 'PENDING') {
      // Claimed by a dispatcher meanwhile: its send is read below once delivered. Refused or to retry: the loop's.
      const sent = await dispatchPaymentOutbox({ core, now: new Date(), limit: 1, paymentId, signal: deadline });
      if (sent.retried.length + sent.failed.length > 0) return;
    } else {
      const taken = await takeCorePaymentStatus({ core, row, now: new Date(), signal: deadline });
      if (!taken.status || isFinalPaymentStatus(taken.status)) return;
    }
    await sleep(statusReadPauseMilliseconds, undefined, { signal: deadline }).catch(() => undefined);
  }
}
