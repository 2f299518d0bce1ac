import { isSandbox } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import { outboxPaymentAdapter } from './outbox-payment-adapter';
import { executeInstantPayment } from '@/lib/payments/approval/execute-instant-payment';

/**
 * D32: the one seam between the PSU's approval of a payment and whoever executes it. The sandbox executes payments
 * itself (the batch, D24); production hands them to the bank's core through a PostgreSQL outbox.
 */
export type PaymentExecutionAdapter = {
  /** In the approval's transaction, once the payment moved to PDNG: what is written here commits with it. */
  approved(input: { paymentId: string; now: Date }, client: Prisma.TransactionClient): Promise<void>;
  /** After that commit, for an instant payment (D23), so the status the TPP reads after the redirect is final. */
  executeInstant(input: { paymentId: string; requestedExecutionDate: string | null; now: Date }): Promise<void>;
};

export function paymentExecutionAdapter(): PaymentExecutionAdapter {
  return isSandbox ? sandboxPaymentAdapter : outboxPaymentAdapter;
}

/** D24: the sandbox's batch finds approved payments by their status; an instant one is executed at once (D23). */
const sandboxPaymentAdapter: PaymentExecutionAdapter = {
  approved: async () => undefined,
  executeInstant: executeInstantPayment,
};
