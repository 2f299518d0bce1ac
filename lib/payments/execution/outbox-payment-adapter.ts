import { randomUUID } from 'node:crypto';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { env } from '@/lib/env';
import { newId } from '@/lib/ids/new-id';
import { configuredCore } from '@/lib/payments/outbox/configured-core';
import { executeInstantAtCore } from '@/lib/payments/outbox/execute-instant-at-core';
import type { PaymentExecutionAdapter } from './payment-execution-adapter';

/**
 * D32: production writes the handoff to the bank's core in the approval's own transaction (an approval is never lost
 * and never handed over without its approval); dispatchPaymentOutbox sends it and the core executes each idempotency
 * key once. An instant payment due today is handed over at once and waits a bounded time for its final status.
 */
export const outboxPaymentAdapter: PaymentExecutionAdapter = {
  approved: async (input, client) => {
    await client.paymentOutbox.create({
      data: {
        id: newId(),
        paymentId: input.paymentId,
        idempotencyKey: randomUUID(),
        nextAttemptAt: input.now,
        createdAt: input.now,
      },
    });
  },
  executeInstant: async (input) => {
    const core = configuredCore();
    if (!core || (input.requestedExecutionDate !== null && input.requestedExecutionDate > bankDate(input.now))) return;
    await executeInstantAtCore({
      paymentId: input.paymentId,
      core,
      waitMilliseconds: env.XS2A_CORE_INSTANT_WAIT_MS,
      now: input.now,
    });
  },
};
