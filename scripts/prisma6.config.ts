import { defineConfig } from 'prisma6/config';
import { PrismaPg } from '@prisma/adapter-pg';

// Only for `npm run db:migration`: Prisma 6.19.3's `migrate diff` runs its WebAssembly schema engine through this
// adapter (D13: the Prisma 7 CLI's native engine cannot be downloaded here). The URL is a throw-away database.
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',

  adapter: async () => new PrismaPg({ connectionString: process.env.MIGRATION_DIFF_DATABASE_URL }) as never,
});
