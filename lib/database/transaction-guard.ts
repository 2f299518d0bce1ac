import { AsyncLocalStorage } from 'node:async_hooks';
import { processWide } from '@/lib/runtime/process-wide';

/** The transaction whose callback is running; `isOpen` turns false when it ends, for work it started that outlives it. */
type OpenTransaction = { isOpen: boolean };

// One storage for the process, like the database area's.
const guardStorage = processWide('database.transaction-guard', () => new AsyncLocalStorage<OpenTransaction>());

/** D13: the global client (or its pool) was used inside a transaction's callback, which must use the callback's client. */
export class GlobalClientInTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} was used inside a transaction: use the transaction's client. A second connection taken while the transaction holds one and its locks can exhaust the pool (D13).`,
    );
    this.name = 'GlobalClientInTransactionError';
  }
}

/** Runs a transaction's callback so that `assertOutsideTransaction` refuses the global client until it has ended. */
export async function runTransactionCallback<Result>(work: () => Promise<Result>): Promise<Result> {
  const transaction: OpenTransaction = { isOpen: true };
  try {
    return await guardStorage().run(transaction, work);
  } finally {
    transaction.isOpen = false;
  }
}

/** Throws when called, directly or through any function, from inside a transaction's callback (D13). */
export function assertOutsideTransaction(what: string): void {
  if (guardStorage().getStore()?.isOpen) throw new GlobalClientInTransactionError(what);
}
