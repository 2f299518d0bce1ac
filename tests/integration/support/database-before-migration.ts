import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { defaultMigrationsDir, readMigrationFiles } from '@/lib/database/migrations/migration-files';
import { createScratchDatabase } from './scratch-database';

export type DatabaseBeforeMigration = {
  url: string;
  /** Applies the migration under test and answers the names of the migrations applied. */
  applyMigration: () => Promise<string[]>;
  drop: () => Promise<void>;
};

/** A scratch database migrated up to, not including, `migrationName`: for tests of what that migration does to data. */
export async function databaseBeforeMigration(migrationName: string): Promise<DatabaseBeforeMigration> {
  const database = await createScratchDatabase();
  const migrationsDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-migrations-'));
  for (const file of await readMigrationFiles()) {
    if (file.name < migrationName)
      await cp(path.join(defaultMigrationsDir, file.name), path.join(migrationsDir, file.name), { recursive: true });
  }
  await applyMigrations({ databaseUrl: database.url, migrationsDir });
  return {
    url: database.url,
    applyMigration: async () => {
      await cp(path.join(defaultMigrationsDir, migrationName), path.join(migrationsDir, migrationName), {
        recursive: true,
      });
      return (await applyMigrations({ databaseUrl: database.url, migrationsDir })).applied;
    },
    drop: async () => {
      await database.drop();
      await rm(migrationsDir, { recursive: true, force: true });
    },
  };
}
