import { createHash } from 'node:crypto';
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';
import { readMigrationFiles } from '@/lib/database/migrations/migration-files';
import { createScratchDatabase, queryRows } from '@/tests/integration/support/scratch-database';

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let migrationsDir: string;

beforeEach(async () => {
  database = await createScratchDatabase();
  migrationsDir = await mkdtemp(path.join(os.tmpdir(), 'psd2-migrations-'));
});

afterEach(async () => {
  await database.drop();
  await rm(migrationsDir, { recursive: true, force: true });
});

async function addMigration(name: string, sql: string): Promise<void> {
  await mkdir(path.join(migrationsDir, name), { recursive: true });
  await writeFile(path.join(migrationsDir, name, 'migration.sql'), sql);
}

describe('migration runner', () => {
  it('applies the project migrations to an empty database and records them as Prisma does', async () => {
    const result = await applyMigrations({ databaseUrl: database.url });
    const files = await readMigrationFiles();
    expect(result.applied).toEqual(files.map((file) => file.name));
    const rows = await queryRows<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      database.url,
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations" ORDER BY migration_name',
    );
    const firstSql = await readFile(path.join('prisma/migrations', files[0]!.name, 'migration.sql'));
    expect(rows[0]).toMatchObject({
      migration_name: files[0]!.name,
      applied_steps_count: 1,
      checksum: createHash('sha256').update(firstSql).digest('hex'),
    });
    expect(rows.every((row) => row.finished_at instanceof Date)).toBe(true);
    const tables = await queryRows<{ tablename: string }>(
      database.url,
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
    );
    expect(tables.map((table) => table.tablename)).toEqual(
      expect.arrayContaining(['Tpp', 'Account', 'Transaction', 'Consent', 'RequestLog']),
    );
  });

  it('applies pending migrations in name order and skips the applied ones', async () => {
    await addMigration('20260101000000_first', 'CREATE TABLE first_table (id int);');
    expect(await applyMigrations({ databaseUrl: database.url, migrationsDir })).toEqual({
      applied: ['20260101000000_first'],
      skipped: [],
    });
    await addMigration('20260201000000_second', 'ALTER TABLE first_table ADD COLUMN name text;');
    expect(await applyMigrations({ databaseUrl: database.url, migrationsDir })).toEqual({
      applied: ['20260201000000_second'],
      skipped: ['20260101000000_first'],
    });
    expect(await applyMigrations({ databaseUrl: database.url, migrationsDir })).toEqual({
      applied: [],
      skipped: ['20260101000000_first', '20260201000000_second'],
    });
  });

  it('refuses to run when an applied migration file has changed, and applies nothing', async () => {
    await addMigration('20260101000000_first', 'CREATE TABLE first_table (id int);');
    await applyMigrations({ databaseUrl: database.url, migrationsDir });
    await addMigration('20260101000000_first', 'CREATE TABLE first_table (id bigint);');
    await addMigration('20260201000000_second', 'CREATE TABLE second_table (id int);');
    await expect(applyMigrations({ databaseUrl: database.url, migrationsDir })).rejects.toThrow(
      /20260101000000_first was changed after it was applied/,
    );
    const tables = await queryRows(database.url, `SELECT 1 FROM pg_tables WHERE tablename = 'second_table'`);
    expect(tables).toHaveLength(0);
  });

  it('rolls back a failing migration completely and records nothing for it', async () => {
    await addMigration('20260101000000_broken', 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;');
    await expect(applyMigrations({ databaseUrl: database.url, migrationsDir })).rejects.toThrow(
      /20260101000000_broken failed/,
    );
    expect(await queryRows(database.url, `SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`)).toHaveLength(0);
    expect(await queryRows(database.url, `SELECT 1 FROM "_prisma_migrations"`)).toHaveLength(0);
  });

  it('gives up on a lock held by a long transaction after its lock timeout, changing nothing, and applies later', async () => {
    await addMigration('20260101000000_table', 'CREATE TABLE busy (id int);');
    await applyMigrations({ databaseUrl: database.url, migrationsDir });
    await addMigration('20260102000000_alter', 'ALTER TABLE busy ADD COLUMN note text;');
    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM busy');
      const started = Date.now();
      await expect(applyMigrations({ databaseUrl: database.url, migrationsDir })).rejects.toThrow(
        /20260102000000_alter failed: canceling statement due to lock timeout/,
      );
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await reader.query('COMMIT');
      await reader.end();
    }
    expect(
      await queryRows(database.url, `SELECT 1 FROM information_schema.columns WHERE column_name = 'note'`),
    ).toEqual([]);
    expect(await applyMigrations({ databaseUrl: database.url, migrationsDir })).toEqual({
      applied: ['20260102000000_alter'],
      skipped: ['20260101000000_table'],
    });
  });

  it('lets only one of several concurrent runners apply each migration', async () => {
    await cp('prisma/migrations', migrationsDir, { recursive: true });
    const results = await Promise.all(
      [1, 2, 3].map(() => applyMigrations({ databaseUrl: database.url, migrationsDir })),
    );
    const appliedCounts = results.map((result) => result.applied.length).sort();
    const files = await readMigrationFiles(migrationsDir);
    expect(appliedCounts).toEqual([0, 0, files.length]);
  });
});
