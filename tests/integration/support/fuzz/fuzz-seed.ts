import { createHash } from 'node:crypto';

/** The seed CI runs with (CI=true): a fixed one, so that a landing is blocked only by what its change broke. */
const ciSeed = 20_261_127;

/**
 * D21: the seed of this run: FUZZ_SEED when set (to replay a run), the fixed CI seed under CI=true, else a new one.
 * Printed by each fuzz file, and named in every failure.
 */
export const fuzzSeed: number = readSeed();

function readSeed(): number {
  const given = process.env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    if (!/^-?\d+$/.test(given)) throw new Error(`FUZZ_SEED must be a whole number; got "${given}".`);
    return Number(given);
  }
  return process.env.CI === 'true' ? ciSeed : Math.floor(Math.random() * 2 ** 31);
}

/** The seed of one operation: the run's seed mixed with the operation's name, so that adding an operation moves no other's cases. */
export function operationSeed(seed: number, operation: string): number {
  return createHash('sha256').update(`${seed} ${operation}`).digest().readInt32BE(0);
}

/** Says which seed the run uses and how to replay it. */
export function announceFuzzSeed(suite: string): void {
  const source = process.env.FUZZ_SEED ? 'from FUZZ_SEED' : process.env.CI === 'true' ? 'fixed for CI' : 'random';
  console.log(`${suite}: fuzz seed ${fuzzSeed} (${source}); FUZZ_SEED=${fuzzSeed} replays this run`);
}
