import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { OneQueryAtATimeClient } from '@/lib/database/one-query-at-a-time-client';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { env } from '@/lib/env';
import { observeDatabasePool } from '@/lib/observability/observe-database-pool';

// The one Prisma client (D13). Kept on globalThis so that dev-mode reloads reuse the pool.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

function createClient(): PrismaClient {
  if (!env.DATABASE_URL) {
    throw new Error('DATABASE_URL is not set: start the service with `npm start`, which provides the database.');
  }
  // D33: our own pool, so that /metrics can read its counts; $disconnect ends it (disposeExternalPool). Its connections
  // take one query at a time, which Prisma's includes in a transaction do not (OneQueryAtATimeClient).
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10, Client: OneQueryAtATimeClient });
  observeDatabasePool(pool);
  globalForPrisma.pool = pool;
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  return new PrismaClient({ adapter, log: env.XS2A_LOG_SQL ? ['query', 'warn'] : ['warn'] });
}

/** Lazily created so that importing a module never opens a connection by itself. */
export function getDb(): PrismaClient {
  globalForPrisma.prisma ??= createClient();
  return globalForPrisma.prisma;
}

/** The pool under the Prisma client, for the few hot-path statements sent without Prisma (`lib/database/raw-sql.ts`, D31). */
export function getPool(): pg.Pool {
  getDb();
  return globalForPrisma.pool as pg.Pool;
}

export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});
