import { bankDate } from '@/lib/berlin-group/bank-date';
import { executePayment } from '@/lib/payments/batch/execute-payment';
import { mapDatabaseError } from '@/lib/xs2a/map-database-error';

export type ExecuteInstantPaymentInput = {
  paymentId: string;
  requestedExecutionDate: string | null;
  now: Date;
};

/**
 * D23: an instant payment approved (ACTC) is executed at once by the batch's own execution of one payment (D24), not
 * left for the next run: ACSC or ACCC, or RJCT with fundsAvailable=false when the debtor account is short. A payment
 * requested for a later day is left ACTC for the run of that day. A race lost in the database (D21) leaves it ACTC too,
 * and the next run executes it, so the PSU's approval, already committed, still stands.
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
