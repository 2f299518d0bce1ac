import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export type MigrationFile = {
  name: string;
  sql: string;
  /** SHA-256 hex of the file, as Prisma records it in `_prisma_migrations.checksum`. */
  checksum: string;
};

export const defaultMigrationsDir = path.join(process.cwd(), 'prisma', 'migrations');

/** The migration folders under `dir`, in name order (names start with a timestamp). */
export async function readMigrationFiles(dir = defaultMigrationsDir): Promise<MigrationFile[]> {
  // The folder is prisma/migrations at run time; telling Turbopack so keeps it from tracing the whole project.
  if (!existsSync(/*turbopackIgnore: true*/ dir)) return [];
  const entries = await readdir(/*turbopackIgnore: true*/ dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const file = path.join(dir, name, 'migration.sql');
    if (!existsSync(/*turbopackIgnore: true*/ file)) continue;
    const sql = await readFile(/*turbopackIgnore: true*/ file, 'utf8');
    files.push({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return files;
}
