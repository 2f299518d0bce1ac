import { db } from '@/lib/db';
import { compareMigrations } from '@/lib/database/migrations/migration-status';
import type { AppliedMigration } from '@/lib/database/migrations/migrations-table';
import { coreAccountReader } from '@/lib/core-connector/core-account-reader';
import { addCoreReadiness } from './add-core-readiness';

/** D34: the core's account information, named when XS2A_CORE_ACCOUNTS_URL is set. */
export type CoreReadiness = { accounts: 'available' | 'unavailable'; retryAfterSeconds: number };

export type Readiness =
  | { status: 'ready'; database: 'reachable'; migrations: 'applied'; core?: CoreReadiness }
  /** Served (200): only the core cannot answer, so reads that need it are refused with Retry-After (D34). */
  | { status: 'degraded'; database: 'reachable'; migrations: 'applied'; core: CoreReadiness }
  | {
      status: 'not-ready';
      database: 'reachable' | 'unreachable';
      migrations?: 'pending' | 'drifted';
      detail: string;
      core?: CoreReadiness;
    };

/** Ready when the database answers and every migration file is applied unchanged; names the core's state (D34). */
export async function checkReadiness(): Promise<Readiness> {
  return addCoreReadiness(await checkDatabase(), coreAccountReader()?.health() ?? null);
}

async function checkDatabase(): Promise<Readiness> {
  let applied: AppliedMigration[];
  try {
    const rows = await db.$queryRawUnsafe<{ name: string; checksum: string; finishedAt: Date | null }[]>(
      `SELECT migration_name AS name, checksum, finished_at AS "finishedAt" FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    applied = rows;
  } catch {
    return {
      status: 'not-ready',
      database: 'unreachable',
      detail: 'The database cannot be reached or has no migration history.',
    };
  }
  const status = await compareMigrations(applied);
  if (status.problem)
    return { status: 'not-ready', database: 'reachable', migrations: 'drifted', detail: status.problem };
  if (status.pending.length > 0) {
    return {
      status: 'not-ready',
      database: 'reachable',
      migrations: 'pending',
      detail: `Pending migrations: ${status.pending.join(', ')}`,
    };
  }
  return { status: 'ready', database: 'reachable', migrations: 'applied' };
}
