import { executeInstantPayment } from '@/lib/payments/approval/execute-instant-payment';
import type { PaymentExecutionAdapter } from './payment-execution-adapter';

/** D24: the sandbox's batch finds approved payments by their status; an instant one is executed at once (D23). */
export const sandboxPaymentAdapter: PaymentExecutionAdapter = {
  approved: async () => undefined,
  executeInstant: executeInstantPayment,
};
