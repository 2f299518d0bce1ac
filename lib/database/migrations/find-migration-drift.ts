import type { MigrationFile } from '@/lib/database/migrations/migration-files';
import type { AppliedMigration } from '@/lib/database/migrations/migrations-table';

/** Explains why the database's migration history no longer matches the files, or returns null when it does. */
export function findMigrationDrift(files: MigrationFile[], applied: AppliedMigration[]): string | null {
  const filesByName = new Map(files.map((file) => [file.name, file]));
  for (const migration of applied) {
    const file = filesByName.get(migration.name);
    if (!file)
      return `Migration ${migration.name} is applied in the database but its folder is missing from prisma/migrations.`;
    if (file.checksum !== migration.checksum) {
      return `Migration ${migration.name} was changed after it was applied (checksum ${migration.checksum.slice(0, 12)}… in the database, ${file.checksum.slice(0, 12)}… on disk). Restore the file and add a new migration instead.`;
    }
    if (!migration.finishedAt)
      return `Migration ${migration.name} started but never finished; resolve it before migrating again.`;
  }
  return null;
}
