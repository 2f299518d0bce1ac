import { randomUUID } from 'node:crypto';
import type { CoreHttpConnection } from '@/lib/core-connection/open-core-connection';
import { getLogger } from '@/lib/observability/logger';
import { xs2aMetrics } from '@/lib/observability/metrics';
import type { CoreAccountKey, CoreAccountReader, CoreReadContext } from './core-accounts';
import { CoreUnavailableError } from './core-accounts';
import {
  type CoreAnswerSchema,
  balancesAnswerSchema,
  customerAccountsAnswerSchema,
  transactionAnswerSchema,
  transactionPageAnswerSchema,
} from './core-answer-schemas';
import { CoreFault } from './core-fault';
import { createCoreReadPolicy, type CoreCircuitState, type CoreReadLimits } from './create-core-read-policy';

export type CreateCoreAccountReaderInput = CoreReadLimits & { connection: CoreHttpConnection };

type Operation = 'customer-accounts' | 'balances' | 'transactions' | 'transaction';

/** A page of 1000 entries with every field is well below this; a longer answer is a fault, not read into memory. */
const maxAnswerBytes = 4 * 1024 * 1024;
const circuitLevels: Record<CoreCircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };
/** Statuses of a gateway or an overloaded core: the read did not happen and may be sent once more. */
const retryableStatuses = [502, 503, 504];

/**
 * D34: the CoreAccountReader of docs/core-connector.md over `connection`, under the read limits. Logs and metrics name
 * the operation and the outcome only: never an account number, a customer number or a body.
 */
export function createCoreAccountReader(input: CreateCoreAccountReaderInput): CoreAccountReader {
  const metrics = xs2aMetrics();
  metrics.coreCircuitState.set(0);
  const policy = createCoreReadPolicy(input, {
    circuitChanged: (state) => {
      metrics.coreCircuitState.set(circuitLevels[state]);
      const log = getLogger();
      if (state === 'closed') log.info({ circuit: state }, 'core accounts: the core answers again, circuit closed');
      else log.warn({ circuit: state }, `core accounts: circuit ${state}`);
    },
    inFlightChanged: (change) => metrics.coreInFlight.inc(change),
  });

  async function read<T>(
    operation: Operation,
    request: { segments: string[]; query?: Record<string, string | undefined> },
    schema: CoreAnswerSchema<T>,
    context: CoreReadContext | undefined,
  ): Promise<T | null> {
    const stopTimer = metrics.coreCallDuration.startTimer({ operation });
    const headers = { accept: 'application/json', 'x-request-id': context?.requestId ?? randomUUID() };
    try {
      const answer = await policy.run(async (signal) => {
        const response = await input.connection
          .request({
            method: 'GET',
            ...request,
            headers,
            signal,
            // The policy's timeout aborts first; this one only bounds a request the policy has let go of.
            timeoutMilliseconds: input.timeoutMilliseconds + 1_000,
            maxAnswerBytes,
          })
          .catch((error: Error) => {
            throw new CoreFault('connection', isDroppedConnection(error), `${operation}: ${error.message}`);
          });
        if (response.status === 404) return null;
        if (response.status !== 200)
          throw new CoreFault(
            'error-status',
            retryableStatuses.includes(response.status),
            `${operation}: HTTP ${response.status}`,
          );
        return parseAnswer(operation, response.body, schema);
      });
      metrics.coreCalls.inc({ operation, outcome: answer === null ? 'not-found' : 'ok' });
      return answer;
    } catch (error) {
      metrics.coreCalls.inc({ operation, outcome: (error as CoreUnavailableError).reason });
      throw error;
    } finally {
      stopTimer();
    }
  }

  return {
    customerAccounts: async (customerNumber, context) =>
      (await read(
        'customer-accounts',
        { segments: ['customers', customerNumber, 'accounts'] },
        customerAccountsAnswerSchema(customerNumber),
        context,
      )) ?? { accounts: [], cardAccounts: [] },
    balances: async (key, context) =>
      (await read('balances', { segments: [...accountPath(key), 'balances'] }, balancesAnswerSchema(key), context))
        ?.balances ?? null,
    transactions: (key, query, context) =>
      read(
        'transactions',
        {
          segments: [...accountPath(key), 'transactions'],
          query: {
            bookingStatus: query.bookingStatus,
            dateFrom: query.dateFrom,
            dateTo: query.dateTo,
            limit: query.limit === undefined ? undefined : String(query.limit),
            cursor: query.cursor,
          },
        },
        transactionPageAnswerSchema(key, query.bookingStatus, query.limit),
        context,
      ),
    transaction: async (key, entryReference, context) =>
      (
        await read(
          'transaction',
          { segments: [...accountPath(key), 'transactions', entryReference] },
          transactionAnswerSchema(key, entryReference),
          context,
        )
      )?.transaction ?? null,
    health: policy.health,
  };
}

function accountPath(key: CoreAccountKey): string[] {
  return 'iban' in key ? ['accounts', key.iban] : ['card-accounts', key.cardAccountNumber];
}

/** The answer's JSON as the contract has it; a fault naming where it is not, never quoting it. */
function parseAnswer<T>(operation: Operation, body: string, schema: CoreAnswerSchema<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new CoreFault('malformed', false, `${operation}: the answer is not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.join('.') || 'the answer';
  throw new CoreFault('malformed', false, `${operation}: the answer is not the contract's at ${where}`);
}

/** The connection closed under a request (a keep-alive socket the core closed, a restart): it may be sent again. */
function isDroppedConnection(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ECONNRESET' || code === 'EPIPE' || error.message === 'socket hang up';
}
