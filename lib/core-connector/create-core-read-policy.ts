import {
  BrokenCircuitError,
  BulkheadRejectedError,
  CircuitState,
  ConsecutiveBreaker,
  IsolatedCircuitError,
  TaskCancelledError,
  TimeoutStrategy,
  bulkhead,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  wrap,
} from 'cockatiel';
import { CoreUnavailableError, type CoreHealth } from './core-accounts';
import { CoreFault } from './core-fault';

export type CoreReadLimits = {
  /** XS2A_CORE_READ_TIMEOUT_MS: one read, its wait for a slot and its retry included; then it is aborted. */
  timeoutMilliseconds: number;
  /** XS2A_CORE_READ_CONCURRENCY: reads in flight at most; a quarter as many more wait, the rest are refused. */
  concurrency: number;
  /** Consecutive failed reads that open the circuit. */
  failuresToOpen?: number;
  /** How long the circuit stays open before one trial read is let through. */
  openMilliseconds?: number;
};

export type CoreCircuitState = 'closed' | 'half-open' | 'open';

export type CoreReadObserver = {
  circuitChanged?: (state: CoreCircuitState) => void;
  /** +1 as a request to the core starts, -1 as it ends. */
  inFlightChanged?: (change: 1 | -1) => void;
};

export type CoreReadPolicy = {
  /** Runs one read under the limits; rejects with CoreUnavailableError only. */
  run: <T>(read: (signal: AbortSignal) => Promise<T>) => Promise<T>;
  health: () => CoreHealth;
};

/**
 * D34: timeout, bulkhead, circuit breaker and one retry (cockatiel) around reads from the core. The breaker counts core
 * faults and timeouts, never a read refused for lack of a slot; 404 is an answer, not a fault.
 */
export function createCoreReadPolicy(limits: CoreReadLimits, observer: CoreReadObserver = {}): CoreReadPolicy {
  const openMilliseconds = limits.openMilliseconds ?? 5_000;
  const breaker = circuitBreaker(
    handleWhen((error) => !(error instanceof BulkheadRejectedError)),
    { halfOpenAfter: openMilliseconds, breaker: new ConsecutiveBreaker(limits.failuresToOpen ?? 5) },
  );
  let openedAt = 0;
  breaker.onBreak(() => (openedAt = Date.now()));
  const circuitState = (): CoreCircuitState =>
    breaker.state === CircuitState.Closed ? 'closed' : breaker.state === CircuitState.HalfOpen ? 'half-open' : 'open';
  breaker.onStateChange(() => observer.circuitChanged?.(circuitState()));
  const policy = wrap(
    // Outermost: the wait for a slot, for a half-open circuit's trial read and the retry all count against the deadline.
    timeout(limits.timeoutMilliseconds, TimeoutStrategy.Aggressive),
    breaker,
    bulkhead(limits.concurrency, Math.ceil(limits.concurrency / 4)),
    retry(
      handleWhen((error) => error instanceof CoreFault && error.isRetryable),
      { maxAttempts: 1 },
    ),
  );
  /** While open, the time until the trial read (at least 1 s); else 1 s. */
  const retryAfterSeconds = () =>
    circuitState() === 'open' ? Math.max(1, Math.ceil((openedAt + openMilliseconds - Date.now()) / 1000)) : 1;
  const unavailable = (error: unknown): CoreUnavailableError => {
    if (error instanceof CoreUnavailableError) return error;
    if (error instanceof BrokenCircuitError || error instanceof IsolatedCircuitError)
      return new CoreUnavailableError(
        'circuit-open',
        retryAfterSeconds(),
        'the circuit is open after consecutive faults',
      );
    if (error instanceof BulkheadRejectedError)
      return new CoreUnavailableError('busy', 1, `${limits.concurrency} reads are in flight and more are waiting`);
    if (error instanceof TaskCancelledError)
      return new CoreUnavailableError(
        'timeout',
        retryAfterSeconds(),
        `no answer within ${limits.timeoutMilliseconds} ms`,
      );
    if (error instanceof CoreFault) return new CoreUnavailableError(error.reason, retryAfterSeconds(), error.message);
    return new CoreUnavailableError('connection', retryAfterSeconds(), (error as Error).message);
  };
  return {
    run: async (read) => {
      try {
        return await policy.execute(async ({ signal }) => {
          observer.inFlightChanged?.(1);
          try {
            return await read(signal);
          } finally {
            observer.inFlightChanged?.(-1);
          }
        });
      } catch (error) {
        throw unavailable(error);
      }
    },
    health: () =>
      circuitState() === 'closed'
        ? { state: 'available', retryAfterSeconds: 0 }
        : { state: 'unavailable', retryAfterSeconds: retryAfterSeconds() },
  };
}
