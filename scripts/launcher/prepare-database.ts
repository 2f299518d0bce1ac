import path from 'node:path';
import { startEmbeddedPostgres } from '@/lib/database/embedded-postgres';
import { applyMigrations } from '@/lib/database/migrations/apply-migrations';

export type PreparedDatabase = { url: string; isEmbedded: boolean; stop: () => Promise<void> };

/**
 * D13: with DATABASE_URL, that server; without it, an embedded PostgreSQL under the data folder.
 * Either way pending migrations are applied before the app serves.
 */
export async function prepareDatabase(options: {
  dataDir: string;
  log: (line: string) => void;
}): Promise<PreparedDatabase> {
  const configuredUrl = process.env.DATABASE_URL;
  const database = configuredUrl
    ? { url: configuredUrl, isEmbedded: false, stop: async () => undefined }
    : {
        ...(await startEmbeddedPostgres({ dataDir: path.resolve(options.dataDir), log: () => undefined })),
        isEmbedded: true,
      };
  try {
    const result = await applyMigrations({ databaseUrl: database.url, log: options.log });
    options.log(`Migrations: ${result.applied.length} applied, ${result.skipped.length} already in place.`);
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
