import { readMigrationFiles, type MigrationFile } from '@/lib/database/migrations/migration-files';
import type { AppliedMigration } from '@/lib/database/migrations/migrations-table';
import { findMigrationDrift } from '@/lib/database/migrations/find-migration-drift';

export type MigrationStatus = { isUpToDate: boolean; pending: string[]; problem: string | null };

/** Compares the migration files with what the database has applied (used by /readyz). */
export async function compareMigrations(
  applied: AppliedMigration[],
  files?: MigrationFile[],
): Promise<MigrationStatus> {
  const migrationFiles = files ?? (await readMigrationFiles());
  const problem = findMigrationDrift(migrationFiles, applied);
  const appliedNames = new Set(applied.map((migration) => migration.name));
  const pending = migrationFiles.filter((file) => !appliedNames.has(file.name)).map((file) => file.name);
  return { isUpToDate: problem === null && pending.length === 0, pending, problem };
}
