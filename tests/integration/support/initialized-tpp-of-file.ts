import { afterAll, beforeAll, inject } from 'vitest';
import { db } from '@/lib/db';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';

/** The test file's TPP with its own initialized sandbox world (D4, D10): made before its tests, with the database
 * client closed after them. */
export function initializedTppOfFile(): NamedTpp {
  let tpp: NamedTpp | undefined;
  beforeAll(async () => {
    tpp = await initializedTpp(inject('baseUrl'));
  });
  afterAll(async () => {
    await db.$disconnect();
  });
  return new Proxy({} as NamedTpp, {
    get: (_, key) => {
      if (!tpp) throw new Error('The TPP is made in beforeAll: use it inside a test.');
      return Reflect.get(tpp, key);
    },
  });
}
