import { afterAll, beforeAll } from 'vitest';
import { db } from '@/lib/db';
import { startProductionApp, type ProductionApp } from '@/tests/integration/support/production-app';

/** The test file's production app: started before its tests, stopped with the database client after them. */
export function productionAppOfFile(): ProductionApp {
  let app: ProductionApp | undefined;
  beforeAll(async () => {
    app = await startProductionApp();
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
    await db.$disconnect();
  });
  return new Proxy({} as ProductionApp, {
    get: (_, key) => {
      if (!app) throw new Error('The production app starts in beforeAll: use it inside a test.');
      return Reflect.get(app, key);
    },
  });
}
