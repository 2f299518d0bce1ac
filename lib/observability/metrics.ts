import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processWide } from '@/lib/runtime/process-wide';

/** What the pool gauges read: pg's Pool counts and size (lib/db.ts registers each area's pool, D13). */
export type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };

export type Xs2aMetrics = {
  registry: Registry;
  requestsTotal: Counter<'operation' | 'status'>;
  requestDuration: Histogram<'operation'>;
  scaOutcomes: Counter<'kind' | 'outcome'>;
  batchRuns: Counter<'outcome'>;
  batchLastRunDuration: Gauge;
  housekeepingDeletedRows: Counter<'table'>;
  /** D28: request-log rows that did not authenticate, over their certificate's limit: counted, not stored. */
  requestLogRowsNotStored: Counter;
  housekeepingLastPass: Gauge;
  /** Requests and work refused because their area's pool had no free connection in time (D13), by pool. */
  databaseBusy: Counter<'pool'>;
  /** The database pools the gauges read at each scrape, by area (D13); each appears once lib/db.ts creates it. */
  pools: Map<string, PoolCounts>;
  /** D34: reads from the core's account information, by operation and outcome (ok, not-found, or why it failed). */
  coreCalls: Counter<'operation' | 'outcome'>;
  coreCallDuration: Histogram<'operation'>;
  /** D34: the circuit breaker towards the core: 0 closed, 1 half-open, 2 open. */
  coreCircuitState: Gauge;
  coreInFlight: Gauge;
  /** D35: refreshes of the TPP register from the EBA export that this instance ran, by outcome. */
  tppRegisterRefreshes: Counter<'outcome'>;
  /** D35: when the TPP register in use was produced, read at each scrape; null until the launcher sets it. */
  tppRegisterUpdatedAt: (() => Date | null) | null;
};

/**
 * D33: this instance's metrics, process-wide so that the launcher (edge refusals, the batch scheduler) and the
 * Next.js server bundle count into one registry. Everything is in memory: counting costs no I/O on the request path.
 */
export function xs2aMetrics(): Xs2aMetrics {
  return metrics();
}

const metrics = processWide('observability.metrics', createMetrics);

function createMetrics(): Xs2aMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics: Xs2aMetrics = {
    registry,
    requestsTotal: new Counter({
      name: 'xs2a_requests_total',
      help: 'XS2A API requests answered, by operation and HTTP status.',
      labelNames: ['operation', 'status'],
      registers: [registry],
    }),
    requestDuration: new Histogram({
      name: 'xs2a_request_duration_seconds',
      help: 'Time from receiving an XS2A API request to its answer, by operation.',
      labelNames: ['operation'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    scaOutcomes: new Counter({
      name: 'xs2a_sca_outcomes_total',
      help: 'SCAs ended, by kind and outcome (finalised or failed).',
      labelNames: ['kind', 'outcome'],
      registers: [registry],
    }),
    batchRuns: new Counter({
      name: 'xs2a_batch_runs_total',
      help: 'Scheduled payment batch runs of this instance, by outcome.',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    batchLastRunDuration: new Gauge({
      name: 'xs2a_batch_last_run_duration_seconds',
      help: 'Duration of the last scheduled payment batch run of this instance.',
      registers: [registry],
    }),
    housekeepingDeletedRows: new Counter({
      name: 'xs2a_housekeeping_deleted_rows_total',
      help: 'Rows housekeeping deleted in this instance, by table.',
      labelNames: ['table'],
      registers: [registry],
    }),
    requestLogRowsNotStored: new Counter({
      name: 'xs2a_request_log_rows_not_stored_total',
      help: 'Request-log rows of calls that did not authenticate, not stored, by the hourly limit they were over (certificate, address, anonymous).',
      labelNames: ['reason'],
      registers: [registry],
    }),
    housekeepingLastPass: new Gauge({
      name: 'xs2a_housekeeping_last_pass_timestamp_seconds',
      help: 'When this instance last finished a housekeeping pass (Unix time).',
      registers: [registry],
    }),
    databaseBusy: new Counter({
      name: 'xs2a_db_pool_busy_total',
      help: 'Requests and work refused because no connection of their database pool came free in time, by pool.',
      labelNames: ['pool'],
      registers: [registry],
    }),
    pools: new Map(),
    coreCalls: new Counter({
      name: 'xs2a_core_calls_total',
      help: "Reads from the core's account information, by operation and outcome (ok, not-found, timeout, circuit-open, busy, error-status, malformed, connection).",
      labelNames: ['operation', 'outcome'],
      registers: [registry],
    }),
    coreCallDuration: new Histogram({
      name: 'xs2a_core_call_duration_seconds',
      help: 'Time a read from the core took, its wait for a slot and its retry included, by operation.',
      labelNames: ['operation'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    coreCircuitState: new Gauge({
      name: 'xs2a_core_circuit_state',
      help: 'The circuit breaker towards the core: 0 closed, 1 half-open, 2 open.',
      registers: [registry],
    }),
    coreInFlight: new Gauge({
      name: 'xs2a_core_in_flight',
      help: 'Requests from this instance to the core in flight.',
      registers: [registry],
    }),
    tppRegisterRefreshes: new Counter({
      name: 'xs2a_tpp_register_refresh_total',
      help: 'Refreshes of the TPP register from its EBA source run by this instance, by outcome (stored, unchanged, refused, failed).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    tppRegisterUpdatedAt: null,
  };
  new Gauge({
    name: 'xs2a_tpp_register_age_seconds',
    help: "Age of the TPP register in use: the EBA copy's fetch time, or the register file's updatedAt without one.",
    registers: [registry],
    collect() {
      const updatedAt = metrics.tppRegisterUpdatedAt?.() ?? null;
      if (updatedAt) this.set((Date.now() - updatedAt.getTime()) / 1000);
    },
  });
  const poolGauge = (name: string, help: string, read: (pool: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [area, pool] of metrics.pools) this.set({ pool: area }, read(pool));
      },
    });
  poolGauge(
    'xs2a_db_pool_connections',
    'Connections the database pool holds, busy or idle, by pool.',
    (pool) => pool.totalCount,
  );
  poolGauge(
    'xs2a_db_pool_idle_connections',
    'Idle connections in the database pool, by pool.',
    (pool) => pool.idleCount,
  );
  poolGauge(
    'xs2a_db_pool_waiting_requests',
    'Queries waiting for a connection from the database pool, by pool.',
    (pool) => pool.waitingCount,
  );
  poolGauge(
    'xs2a_db_pool_max_connections',
    'The most connections the database pool may hold, by pool.',
    (pool) => pool.options.max ?? 0,
  );
  return metrics;
}
