import { bankDate } from '@/lib/berlin-group/bank-date';
import { mapDatabaseError } from '@/lib/xs2a/map-database-error';
import { executePayment, type BatchOutcome } from './execute-payment';
import { executePeriodicPayment } from './execute-periodic-payment';
import { findDuePayments } from './find-due-payments';
import { findDuePeriodicPayments } from './find-due-periodic-payments';

export type BatchReport = { executed: string[]; retried: string[]; rejected: string[] };

// A few executions at a time: each holds its accounts' locks only for its own short transaction (D24).
const parallelExecutions = 4;

export type RunPaymentBatchInput = {
  tppId?: string;
  now: Date;
  day?: string;
  catchUpFrom?: string;
  isLastRunOfDay: boolean;
  signal?: AbortSignal;
};

/**
 * Spec 6, D24: one batch run on bank day `day` (default: today's) for one TPP's sandbox or all, each payment in its own
 * transaction; `catchUpFrom` also pays standing-order dates from that day on. `isLastRunOfDay` rejects what lacks
 * funds instead of leaving it for a later run; `signal` stops the run between payments.
 */
export async function runPaymentBatch(input: RunPaymentBatchInput): Promise<BatchReport> {
  const day = input.day ?? bankDate(input.now);
  const scope = { ...(input.tppId ? { tppId: input.tppId } : {}), day };
  const execution = { day, now: input.now, isLastRunOfDay: input.isLastRunOfDay };
  const periodicExecution = { ...execution, catchUpFrom: input.catchUpFrom ?? day };
  const pending = [
    ...(await findDuePayments(scope)).map(
      (paymentId) => () => executePayment({ paymentId, ...execution }).then((outcome) => [paymentId, outcome] as const),
    ),
    ...(await findDuePeriodicPayments(scope)).map(
      (paymentId) => () =>
        executePeriodicPayment({ paymentId, ...periodicExecution }).then((outcome) => [paymentId, outcome] as const),
    ),
  ];
  const report: BatchReport = { executed: [], retried: [], rejected: [] };
  const record = (paymentId: string, outcome: BatchOutcome) => {
    if (outcome === 'executed' || outcome === 'retried' || outcome === 'rejected') report[outcome].push(paymentId);
  };
  const worker = async () => {
    for (let next = pending.shift(); next !== undefined && !input.signal?.aborted; next = pending.shift()) {
      try {
        record(...(await next()));
      } catch (error) {
        // D21: a race lost in the database (a deadlock with another request, an account removed meanwhile) rolled the
        // payment's transaction back whole; it is still due, and the next run executes it. Anything else is a fault.
        if (!mapDatabaseError(error)) throw error;
      }
    }
  };
  // Every worker has stopped before the run answers, even when one failed: nothing of a run goes on behind its caller.
  const workers = await Promise.allSettled(Array.from({ length: parallelExecutions }, worker));
  const failed = workers.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  for (const list of Object.values(report)) list.sort();
  return report;
}
