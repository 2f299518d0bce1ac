import fc from 'fast-check';
import { caseArbitrary, type FuzzOperation } from './fuzz-operation';
import { fuzzContractProblems } from './fuzz-contract';
import { fuzzRegressions, regressionCase } from './fuzz-regressions';
import { describeFailure, problemOf, send, toWire, type FuzzCase, type Resolution } from './fuzz-request';
import { fuzzSeed, operationSeed } from './fuzz-seed';
import type { FuzzWorld } from './fuzz-world';

/** Generated requests per operation: the default keeps both fuzz files near two minutes; `FUZZ_RUNS=<n>` runs a longer campaign. */
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 60);

/** A test timeout that grows with the campaign (a request takes a few milliseconds; shrinking a failure takes more). */
export const fuzzTimeout = 60_000 + fuzzRuns * 1_000;

/**
 * D2 and D21 as a property: whatever is generated for the operation, the answer is no 5xx and, under /v1, JSON with a
 * resource body or a Berlin Group error body; where the request reaches an operation of the published document, the
 * answer keeps that operation's contract (fuzz-contract: status, error code, X-Request-ID, body). The operation's
 * regressions (fuzz-regressions) run first, then the cases of the run's seed (fuzz-seed); a failure is shrunk by
 * fast-check and printed as the concrete request, with the seed that replays it.
 */
export async function fuzzOperation(world: FuzzWorld, operation: FuzzOperation): Promise<void> {
  const name = `${operation.method} ${operation.path}`;
  const regressions = fuzzRegressions.filter((regression) => regression.operation === name);
  const examples = regressions.flatMap((regression) =>
    regression.fuzzCase ? [[regressionCase(operation, regression.fuzzCase)] as [FuzzCase]] : [],
  );
  const property = fc.asyncProperty(caseArbitrary(operation, world), async (fuzzCase) => {
    const resolution: Resolution = {
      ids: {},
      psu: 'none',
      signer: 'main',
      ...(await operation.resolve?.(world, fuzzCase.index)),
    };
    const request = toWire(world, fuzzCase, operation.path, resolution);
    const response = await send(request);
    const problem = problemOf(request, response) ?? fuzzContractProblems(request, response).join('; ');
    if (problem) throw new Error(describeFailure(request, response, problem));
  });
  const seeds = [
    ...regressions.flatMap((regression) => (regression.seed === undefined ? [] : [regression.seed])),
    fuzzSeed,
  ];
  for (const [index, seed] of seeds.entries()) {
    const details = await fc.check(property, {
      numRuns: fuzzRuns,
      seed: operationSeed(seed, name),
      examples: index === seeds.length - 1 ? examples : [],
    });
    if (details.failed) {
      const keep = `Keep it: add { operation: '${name}', found: '...', fuzzCase: <the counterexample> } or seed: ${seed} to tests/integration/support/fuzz/fuzz-regressions.ts.`;
      throw new Error(
        `${fc.defaultReportMessage(details)}\n${String(details.errorInstance)}\nFUZZ_SEED=${seed} replays this run. ${keep}`,
      );
    }
  }
}
