import { bankDate } from '@/lib/berlin-group/bank-date';
import { executePayment } from '@/lib/payments/batch/execute-payment';
import { mapDatabaseError } from '@/lib/xs2a/map-database-error';

export type ExecuteInstantPaymentInput = {
  paymentId: string;
  requestedExecutionDate: string | null;
  now: Date;
};

/**
 * D23, D24: executes an approved (PDNG) instant payment at once (ACSC, ACCC, or ACCP with fundsAvailable=false when
 * short of funds); one for a later day, or one that loses a database race (D21), stays PDNG for the batch.
 */
export async function executeInstantPayment(input: ExecuteInstantPaymentInput): Promise<void> {
  const day = bankDate(input.now);
  if (input.requestedExecutionDate !== null && input.requestedExecutionDate > day) return;
  try {
    await executePayment({ paymentId: input.paymentId, day, now: input.now, isLastRunOfDay: false });
  } catch (error) {
    if (!mapDatabaseError(error)) throw error;
  }
}
