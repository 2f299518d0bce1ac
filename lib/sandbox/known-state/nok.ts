import type { SeededRandom } from './seeded-random';

/** D7: minor units (øre) of an amount in kroner. */
export function nok(kroner: number): bigint {
  return BigInt(Math.round(kroner * 100));
}

/** A random amount in øre between two kroner amounts, both included. */
export function randomNok(random: SeededRandom, minKroner: number, maxKroner: number): bigint {
  return BigInt(random.integer(minKroner * 100, maxKroner * 100));
}
