// npm run db:migration -- <name>
// Writes prisma/migrations/<timestamp>_<name>/migration.sql from the difference between the last migrated schema
// (prisma/migrations/migrated-schema.prisma) and prisma/schema.prisma, offline (D13), then updates that snapshot.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles, defaultMigrationsDir } from '@/lib/database/migrations/migration-files';
import { startEmbeddedPostgres } from '@/lib/database/embedded-postgres';

const name = (process.argv[2] ?? '').trim();
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:migration -- <name>   (lower-case letters, digits and underscores)');
  process.exit(2);
}

const migratedSchemaFile = path.join(defaultMigrationsDir, 'migrated-schema.prisma');
const files = await readMigrationFiles();
const last = files.at(-1);
const lastSchema = last ? migratedSchemaFile : null;
if (lastSchema && !existsSync(lastSchema)) {
  console.error(`${migratedSchemaFile} is missing: it holds the schema as of the newest migration, ${last?.name}.`);
  process.exit(1);
}

const scratch = await mkdtemp(path.join(os.tmpdir(), 'psd2-migration-diff-'));
const database = await startEmbeddedPostgres({ dataDir: scratch, isEphemeral: true });
try {
  // Prisma 6 wants a url in the datasource block, which Prisma 7 forbids: diff copies that carry one.
  const toSchema = await withDatasourceUrl('prisma/schema.prisma', path.join(scratch, 'to.prisma'));
  const from = lastSchema
    ? ['--from-schema-datamodel', await withDatasourceUrl(lastSchema, path.join(scratch, 'from.prisma'))]
    : ['--from-empty'];
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/prisma6/build/index.js',
      'migrate',
      'diff',
      '--config',
      'scripts/prisma6.config.ts',
      ...from,
      '--to-schema-datamodel',
      toSchema,
      '--script',
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        MIGRATION_DIFF_DATABASE_URL: database.url,
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
        CHECKPOINT_DISABLE: '1',
        // Prisma 6 checks for a native query engine it does not use for diffing; any existing file satisfies it.
        PRISMA_QUERY_ENGINE_LIBRARY: path.resolve('package.json'),
        PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: '1',
      },
    },
  );
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    process.exit(1);
  }
  const sql = result.stdout.trim();
  if (sql === '' || sql === '-- This is an empty migration.') {
    console.log('The schema has not changed since the last migration: nothing to write.');
    process.exit(0);
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const folder = path.join(defaultMigrationsDir, `${stamp}_${name}`);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'migration.sql'), `${sql}\n`);
  await copyFile('prisma/schema.prisma', migratedSchemaFile);
  if (!existsSync(path.join(defaultMigrationsDir, 'migration_lock.toml'))) {
    await writeFile(path.join(defaultMigrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  }
  console.log(`Wrote ${path.relative(process.cwd(), folder)}/migration.sql`);
} finally {
  await database.stop();
  await rm(scratch, { recursive: true, force: true });
}

async function withDatasourceUrl(schemaFile: string, target: string): Promise<string> {
  const schema = await readFile(schemaFile, 'utf8');
  await writeFile(
    target,
    schema.replace(/provider\s*=\s*"postgresql"/, '$&\n  url = env("MIGRATION_DIFF_DATABASE_URL")'),
  );
  return target;
}
