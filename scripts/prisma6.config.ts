import { defineConfig } from 'prisma6/config';
import { PrismaPg } from '@prisma/adapter-pg';
export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: 'prisma/schema.prisma',
  adapter: async () => new PrismaPg({ connectionString: 'postgresql://127.0.0.1:1/none' }) as never,
});
