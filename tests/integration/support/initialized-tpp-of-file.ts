import { afterAll, inject } from 'vitest';
import { db } from '@/lib/db';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { madeInBeforeAll } from '@/tests/integration/support/made-in-before-all';

/** The test file's TPP with its own initialized sandbox world (D4, D10): made before its tests, with the database
 * client closed after them. */
export function initializedTppOfFile(): NamedTpp {
  afterAll(async () => {
    await db.$disconnect();
  });
  return madeInBeforeAll('The TPP', () => initializedTpp(inject('baseUrl')));
}
