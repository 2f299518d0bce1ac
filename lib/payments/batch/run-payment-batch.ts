import { bankDate } from '@/lib/berlin-group/bank-date';
import { executePayment, type BatchOutcome } from './execute-payment';
import { findDuePayments } from './find-due-payments';

export type BatchReport = { executed: string[]; retried: string[]; rejected: string[] };

// A few executions at a time: each holds its accounts' locks only for its own short transaction (D24).
const parallelExecutions = 4;

/**
 * Spec 6, D24: one batch run on the bank's day (D11) of `now`, for one TPP's sandbox or for all. Every due payment is
 * executed in its own transaction, so a run that dies half-way leaves each payment executed or untouched, and the next
 * run finishes the rest. `isLastRunOfDay` turns a lack of funds into RJCT instead of ACCP.
 */
export async function runPaymentBatch(input: { tppId?: string; now: Date; isLastRunOfDay: boolean }): Promise<BatchReport> {
  const day = bankDate(input.now);
  const pending = await findDuePayments({ ...(input.tppId ? { tppId: input.tppId } : {}), day });
  const report: BatchReport = { executed: [], retried: [], rejected: [] };
  const record = (paymentId: string, outcome: BatchOutcome) => {
    if (outcome !== 'skipped') report[outcome].push(paymentId);
  };
  const worker = async () => {
    for (let paymentId = pending.shift(); paymentId !== undefined; paymentId = pending.shift()) {
      record(paymentId, await executePayment({ paymentId, day, now: input.now, isLastRunOfDay: input.isLastRunOfDay }));
    }
  };
  await Promise.all(Array.from({ length: parallelExecutions }, worker));
  for (const list of Object.values(report)) list.sort();
  return report;
}
