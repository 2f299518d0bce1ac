import { repeatInBackground, type BackgroundLoop } from '@/lib/background/repeat-in-background';
import type { CoreConnection } from './core-connection';
import { dispatchPaymentOutbox } from './dispatch-payment-outbox';
import { pollCorePaymentStatuses } from './poll-core-payment-statuses';

/**
 * D32: in production the launcher runs this on every instance: every few seconds pending handoffs go to the core and
 * delivered ones are polled for their status. The database decides who sends what (dispatchPaymentOutbox), so any
 * number of instances may run it. stop() lets the round in hand finish.
 */
export function startOutboxDispatcher(input: { core: CoreConnection; intervalMilliseconds?: number; log: (line: string) => void }): BackgroundLoop {
  return repeatInBackground({
    intervalMs: input.intervalMilliseconds ?? 5_000,
    runsAtStart: false,
    work: async () => {
      try {
        const now = new Date();
        const sent = await dispatchPaymentOutbox({ core: input.core, now });
        const polled = await pollCorePaymentStatuses({ core: input.core, now });
        if (sent.delivered.length + sent.failed.length + polled.moved.length > 0) {
          input.log(`Payment outbox: ${sent.delivered.length} delivered, ${sent.retried.length} to retry, ${sent.failed.length} failed, ${polled.moved.length} status updates`);
        }
      } catch (error) {
        input.log(`Payment outbox round failed: ${(error as Error).message}`);
      }
    },
  });
}
