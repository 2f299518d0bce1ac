import { beforeAll } from 'vitest';

/** What `make` resolves to in the test file's beforeAll, to use inside its tests; `what` names it in the error thrown
 * when it is used before then. */
export function madeInBeforeAll<T extends object>(what: string, make: () => Promise<T>): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  return new Proxy({} as T, {
    get: (_, key) => {
      if (!made) throw new Error(`${what} is made in beforeAll: use it inside a test.`);
      return Reflect.get(made, key);
    },
  });
}
