import { randomUUID } from 'node:crypto';
import { newId } from '@/lib/ids/new-id';
import type { PaymentExecutionAdapter } from './payment-execution-adapter';

/**
 * D32: production writes the handoff to the bank's core in the approval's own transaction (an approval is never lost
 * and never handed over without its approval); dispatchPaymentOutbox sends it, instant payments included, and the core
 * executes each idempotency key once.
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
  executeInstant: async () => undefined,
};
