import { describe, it } from 'vitest';
import { buildFuzzWorld } from '@/tests/integration/support/fuzz/fuzz-world';
import { fuzzOperation, fuzzTimeout } from '@/tests/integration/support/fuzz/run-fuzz';
import { announceFuzzSeed } from '@/tests/integration/support/fuzz/fuzz-seed';
import { sandboxOperations } from '@/tests/integration/support/fuzz/sandbox-operations';

// D2, D21: every operation of openapi/xs2a.openapi.json, signed like a real TPP, with generated paths, queries,
// headers and bodies, against an initialised sandbox: never a 5xx, always JSON with a resource or tppMessages, and
// the operation's contract in the document (fuzz-contract).

// Each operation gets a world of its own: the mock-data API changes the sandbox (creates, deletes, balances), and a
// world one operation's cases emptied would leave the next operation fuzzing only 404s.
announceFuzzSeed('fuzz-sandbox');

describe('fuzz: the sandbox mock-data API', () => {
  it.each(sandboxOperations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (_name, operation) => fuzzOperation(await buildFuzzWorld(), operation),
    fuzzTimeout,
  );
});
