import { defineConfig } from 'prisma/config';

// The CLI is used for `generate` only; migrations run through scripts/db-migrate.ts (D13).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused' },
});
