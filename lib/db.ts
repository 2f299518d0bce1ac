import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { AreaPool } from '@/lib/database/area-pool';
import { currentDatabaseArea, type DatabaseArea } from '@/lib/database/database-area';
import { databaseAreaSettings } from '@/lib/database/database-area-settings';
import { assertOutsideTransaction, runTransactionCallback } from '@/lib/database/transaction-guard';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { processWide } from '@/lib/runtime/process-wide';
import { observeDatabasePool } from '@/lib/observability/observe-database-pool';

type AreaClient = { prisma: PrismaClient; pool: AreaPool };

// D13: one Prisma client per database area, each on its own pool. Process-wide so that dev-mode reloads reuse the
// pools, and the launcher's background work and the Next.js bundle share them.
const areaClients = processWide('database.area-clients', () => new Map<DatabaseArea, AreaClient>());

function createClient(area: DatabaseArea): AreaClient {
  if (!env.DATABASE_URL) {
    throw new Error('DATABASE_URL is not set: start the service with `npm start`, which provides the database.');
  }
  // D33: our own pool, so that /metrics can read its counts; $disconnect ends it (disposeExternalPool). Its connections
  // take one query at a time, which Prisma's includes in a transaction do not (OneQueryAtATimeClient).
  const pool = new AreaPool({ area, settings: databaseAreaSettings[area], connectionString: env.DATABASE_URL });
  observeDatabasePool(area, pool);
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return { prisma: new PrismaClient({ adapter, log: env.XS2A_LOG_SQL ? ['query', 'warn'] : ['warn'] }), pool };
}

/** Lazily created so that importing a module never opens a connection by itself. */
function areaClient(area: DatabaseArea): AreaClient {
  const clients = areaClients();
  let client = clients.get(area);
  if (!client) {
    client = createClient(area);
    clients.set(area, client);
  }
  return client;
}

/** The Prisma client of the current database area (D13); never inside a transaction's callback. */
export function getDb(): PrismaClient {
  assertOutsideTransaction('getDb()');
  return areaClient(currentDatabaseArea()).prisma;
}

/** The current area's pool, for the few hot-path statements sent without Prisma (`lib/database/raw-sql.ts`, D31). */
export function getPool(): pg.Pool {
  assertOutsideTransaction('getPool()');
  return areaClient(currentDatabaseArea()).pool;
}

/** Ends every area's pool (at shutdown, and in tests). */
async function disconnectAll(): Promise<void> {
  const clients = [...areaClients().values()];
  areaClients().clear();
  await Promise.all(clients.map((client) => client.prisma.$disconnect()));
}

/**
 * The global client: the current area's, looked up at each use. Inside an interactive transaction's callback every use
 * of it throws (D13): the callback works through the client it is given, never on a second connection of the pool.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    if (property === '$disconnect') return disconnectAll;
    const client = getDb();
    if (property === '$transaction') return guardedTransaction(client, currentDatabaseArea());
    const value = Reflect.get(client, property, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

/**
 * `$transaction` whose interactive callback runs under the transaction guard. Prisma's own wait for a connection
 * (maxWait) outlasts the area's, so that a full pool fails as `DatabaseBusyError`, never as Prisma's P2028.
 */
function guardedTransaction(client: PrismaClient, area: DatabaseArea): PrismaClient['$transaction'] {
  const transaction = client.$transaction.bind(client) as (work: unknown, options?: object) => Promise<unknown>;
  const maxWait = databaseAreaSettings[area].acquireTimeoutMs + 1_000;
  return ((first: unknown, options?: object) => {
    if (typeof first !== 'function') return transaction(first, options);
    const work = first as (transactionClient: unknown) => Promise<unknown>;
    return transaction((transactionClient: unknown) => runTransactionCallback(() => work(transactionClient)), {
      maxWait,
      ...options,
    });
  }) as PrismaClient['$transaction'];
}
