import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { readMigrationFiles, defaultMigrationsDir } from '@/lib/database/migrations/migration-files';
import { createMigrationsTableSql, readAppliedMigrations } from '@/lib/database/migrations/migrations-table';
import { findMigrationDrift } from '@/lib/database/migrations/find-migration-drift';

export type ApplyMigrationsResult = { applied: string[]; skipped: string[] };

// An arbitrary constant shared by every instance: only one runner migrates at a time (D13: N instances behave as one).
const migrationLockKey = 72_201_311;

/**
 * D13: how long a migration waits for a table's lock before it fails and changes nothing (a migration may set its own).
 * Waiting longer behind a backup or a long report would queue every request for that table behind the migration.
 */
const migrationLockTimeout = '2s';

export type ApplyMigrationsInput = { databaseUrl: string; migrationsDir?: string; log?: (line: string) => void };

/**
 * Applies pending `prisma/migrations/<name>/migration.sql` files in order, each in its own transaction with a 2 s
 * lock timeout, under a PostgreSQL advisory lock, recording them in `_prisma_migrations` as Prisma does.
 * Refuses to run when an applied migration's file has changed or disappeared.
 */
export async function applyMigrations(options: ApplyMigrationsInput): Promise<ApplyMigrationsResult> {
  const log = options.log ?? (() => undefined);
  const files = await readMigrationFiles(options.migrationsDir ?? defaultMigrationsDir);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await client.query(createMigrationsTableSql);
    const applied = await readAppliedMigrations(client);
    const drift = findMigrationDrift(files, applied);
    if (drift) throw new Error(drift);

    const appliedNames = new Set(applied.map((migration) => migration.name));
    const result: ApplyMigrationsResult = { applied: [], skipped: [] };
    for (const file of files) {
      if (appliedNames.has(file.name)) {
        result.skipped.push(file.name);
        continue;
      }
      log(`Applying migration ${file.name}`);
      await client.query('BEGIN');
      try {
        await client.query(`SET LOCAL lock_timeout = '${migrationLockTimeout}'`);
        const id = randomUUID();
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
          [id, file.checksum, file.name],
        );
        await client.query(file.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
          [id],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`);
      }
      result.applied.push(file.name);
    }
    return result;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}
