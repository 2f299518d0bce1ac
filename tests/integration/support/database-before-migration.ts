import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { defaultMigrationsDir, readMigrationFiles } from '@/lib/database/migrations/migration-files';
import { createScratchDatabase, queryRows } from './scratch-database';

export type DatabaseBeforeMigration = {
  url: string;
  /** Runs one statement on the database and answers its rows. */
  query: <Row extends pg.QueryResultRow>(sql: string) => Promise<Row[]>;
  /** Inserts the TPP `id` (organizationIdentifier PSDNO-FSA-1) that the rows a test writes belong to. */
  insertTpp: (id: string) => Promise<void>;
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
    query: (sql) => queryRows(database.url, sql),
    insertTpp: async (id) => {
      await queryRows(
        database.url,
        `INSERT INTO "Tpp" ("id", "organizationIdentifier", "name", "updatedAt") VALUES ($1, 'PSDNO-FSA-1', 'Migrated', now())`,
        [id],
      );
    },
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

/** The test file's database before `migrationName`: made before its tests and dropped after them. */
export function databaseBeforeMigrationOfFile(migrationName: string): DatabaseBeforeMigration {
  let database: DatabaseBeforeMigration | undefined;
  beforeAll(async () => {
    database = await databaseBeforeMigration(migrationName);
  });
  afterAll(async () => {
    await database?.drop();
  });
  return new Proxy({} as DatabaseBeforeMigration, {
    get: (_, key) => {
      if (!database) throw new Error('The database is made in beforeAll: use it inside a test.');
      return Reflect.get(database, key);
    },
  });
}
