import { processWideBrand } from '@/lib/runtime/process-wide';
import type {
  ExportAccount,
  ExportBalance,
  ExportCardAccount,
  ExportTransaction,
} from '@/lib/bank-data-import/bank-data-export-schema';

// D34: what the bank's core answers about accounts, in the rows of the bank-data export (docs/bank-data-import.md),
// without the account key the URL already names. The wire contract is docs/core-connector.openapi.yaml.

/** The account a core read is about: an account by IBAN or a card account by its number. */
export type CoreAccountKey = { iban: string } | { cardAccountNumber: string };

export type CoreAccount = Omit<ExportAccount, 'ownerCustomerNumber'>;
export type CoreCardAccount = Omit<ExportCardAccount, 'ownerCustomerNumber'>;
export type CoreBalance = Omit<ExportBalance, 'iban' | 'cardAccountNumber'>;
export type CoreTransaction = Omit<ExportTransaction, 'iban' | 'cardAccountNumber'>;

export type CoreCustomerAccounts = { accounts: CoreAccount[]; cardAccounts: CoreCardAccount[] };

export type CoreTransactionQuery = {
  bookingStatus: 'booked' | 'pending' | 'both';
  /** Booking dates (pending entries: their transaction date), inclusive, YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
  limit?: number;
  /** The `next` of the previous page, as the core gave it. */
  cursor?: string;
};

/** Newest first; `next` while more entries follow. */
export type CoreTransactionPage = { transactions: CoreTransaction[]; next?: string };

/** The connector's state, for /readyz, /metrics and the Retry-After of a refused read. */
export type CoreHealth = { state: 'available' | 'unavailable'; retryAfterSeconds: number };

/** What a read passes on to the core: the TPP request's X-Request-ID, for the bank's tracing (a new one when absent). */
export type CoreReadContext = { requestId?: string };

/** D34: account information from the bank's core; every method rejects with CoreUnavailableError, never hangs. */
export type CoreAccountReader = {
  customerAccounts: (customerNumber: string, context?: CoreReadContext) => Promise<CoreCustomerAccounts>;
  /** null when the core does not know the account (404). */
  balances: (key: CoreAccountKey, context?: CoreReadContext) => Promise<CoreBalance[] | null>;
  transactions: (
    key: CoreAccountKey,
    query: CoreTransactionQuery,
    context?: CoreReadContext,
  ) => Promise<CoreTransactionPage | null>;
  transaction: (
    key: CoreAccountKey,
    entryReference: string,
    context?: CoreReadContext,
  ) => Promise<CoreTransaction | null>;
  health: () => CoreHealth;
};

const coreUnavailable = processWideBrand('core-connector.core-unavailable');

/** Why the core could not answer: the TPP gets 503 with Retry-After, the PSU "cannot show accounts right now". */
export class CoreUnavailableError extends Error {
  /** The process-wide reader's errors reach every copy of lib/: any copy's instance counts (D33). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return coreUnavailable.isMarked(value);
  }

  constructor(
    readonly reason: 'timeout' | 'circuit-open' | 'busy' | 'error-status' | 'malformed' | 'connection',
    readonly retryAfterSeconds: number,
    detail: string,
  ) {
    super(`The core cannot answer (${reason}): ${detail}`);
    this.name = 'CoreUnavailableError';
    coreUnavailable.mark(this);
  }
}
