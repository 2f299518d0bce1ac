import type pg from 'pg';

/** Prisma's own bookkeeping table, so that `prisma migrate status/deploy` agree with our runner (D13). */
export const createMigrationsTableSql = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export type AppliedMigration = { name: string; checksum: string; finishedAt: Date | null };

export async function readAppliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const exists = await client.query(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "exists"`);
  if (!exists.rows[0]?.exists) return [];
  const result = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
    `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL ORDER BY started_at, migration_name`,
  );
  return result.rows.map((row) => ({ name: row.migration_name, checksum: row.checksum, finishedAt: row.finished_at }));
}
