import { repeatInBackground, type BackgroundLoop } from '@/lib/runtime/repeat-in-background';
import type { CoreConnection } from './core-connection';
import { dispatchPaymentOutbox } from './dispatch-payment-outbox';
import { pollCorePaymentStatuses } from './poll-core-payment-statuses';

export type StartOutboxDispatcherInput = {
  core: CoreConnection;
  intervalMilliseconds?: number;
  log: (line: string) => void;
};

/**
 * D32: starts the handoff loop and the status loop of the payment outbox on this instance, one round and one request
 * at a time each. stop() lets the handoff in hand finish and abandons a status read in hand.
 */
export function startOutboxDispatcher(input: StartOutboxDispatcherInput): BackgroundLoop {
  const intervalMs = input.intervalMilliseconds ?? 5_000;
  // One loop per kind of round; a failed round is logged and the next one tries again.
  const loop = (round: string, work: (signal: AbortSignal) => Promise<string | null>) =>
    repeatInBackground({
      intervalMs,
      runsAtStart: false,
      work: async (signal) => {
        try {
          const line = await work(signal);
          if (line) input.log(line);
        } catch (error) {
          input.log(`Payment outbox ${round} round failed: ${(error as Error).message}`);
        }
      },
    });
  const handoffs = loop('handoff', async (signal) => {
    const sent = await dispatchPaymentOutbox({ core: input.core, now: new Date(), signal });
    return sent.delivered.length + sent.failed.length > 0
      ? `Payment outbox: ${sent.delivered.length} delivered, ${sent.retried.length} to retry, ${sent.failed.length} failed`
      : null;
  });
  const statusReads = loop('status', async (signal) => {
    const polled = await pollCorePaymentStatuses({ core: input.core, now: new Date(), signal });
    return polled.moved.length > 0 ? `Payment outbox: ${polled.moved.length} status updates` : null;
  });
  return {
    stop: async () => {
      await Promise.all([handoffs.stop(), statusReads.stop()]);
    },
  };
}
