import { db } from '@/lib/db';
import { compareMigrations } from '@/lib/database/migrations/migration-status';
import type { AppliedMigration } from '@/lib/database/migrations/migrations-table';

export type Readiness =
  | { status: 'ready'; database: 'reachable'; migrations: 'applied' }
  | { status: 'not-ready'; database: 'reachable' | 'unreachable'; migrations?: 'pending' | 'drifted'; detail: string };

/** Ready when the database answers and every migration file is applied unchanged. */
export async function checkReadiness(): Promise<Readiness> {
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
