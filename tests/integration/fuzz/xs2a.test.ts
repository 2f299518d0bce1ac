import { describe, it } from 'vitest';
import { buildFuzzWorld } from '@/tests/integration/support/fuzz/fuzz-world';
import { fuzzOperation, fuzzTimeout } from '@/tests/integration/support/fuzz/run-fuzz';
import { announceFuzzSeed } from '@/tests/integration/support/fuzz/fuzz-seed';
import { xs2aOperations } from '@/tests/integration/support/fuzz/xs2a-operations';

// D2, D21: every XS2A route under app/v1 that the OpenAPI document does not describe (consents, accounts, card
// accounts, agreements, user, unknown paths), signed like a real TPP, with a granted consent so that the account
// information reads get past the guard: never a 5xx, always JSON with a resource or tppMessages, and an answer of an
// operation of openapi/xs2a.openapi.json keeps its contract (fuzz-contract).

announceFuzzSeed('fuzz-xs2a');

describe('fuzz: consents, account information, agreements, user and unknown paths', async () => {
  const world = await buildFuzzWorld();

  it.each(xs2aOperations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => fuzzOperation(world, operation),
    fuzzTimeout,
  );
});
