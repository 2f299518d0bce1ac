import { afterAll, beforeAll, inject } from 'vitest';
import { db } from '@/lib/db';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';

/** The test file's two TPPs, each with its own initialized sandbox world (D4, D10): made before its tests, with the
 * database client closed after them. */
export function twoTppsOfFile(): [NamedTpp, NamedTpp] {
  const tpps: NamedTpp[] = [];
  beforeAll(async () => {
    tpps.push(...(await Promise.all([initializedTpp(inject('baseUrl')), initializedTpp(inject('baseUrl'))])));
  });
  afterAll(async () => {
    await db.$disconnect();
  });
  const madeLater = (index: number) =>
    new Proxy({} as NamedTpp, {
      get: (_, key) => {
        const tpp = tpps[index];
        if (!tpp) throw new Error('The TPPs are made in beforeAll: use them inside a test.');
        return Reflect.get(tpp, key);
      },
    });
  return [madeLater(0), madeLater(1)];
}
