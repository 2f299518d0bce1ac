import fc from 'fast-check';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { bodyArbitrary } from './fuzz-bodies';
import { headerChoices, psuChoice } from './fuzz-headers';
import { junkSegment, pathSuffix, queryArbitrary, rawQuery, realIdVariant, type QuerySpec } from './fuzz-paths';
import type { FuzzCase, Resolution, Verb } from './fuzz-request';
import type { FuzzWorld } from './fuzz-world';

/** One operation of the API as the fuzz suite knows it: where its real ids come from, its query, a good body. */
export type FuzzOperation = {
  method: Verb;
  /** The path with `{placeholders}`, as in the OpenAPI document and the route files. */
  path: string;
  /** Real ids for the placeholders (index picks among the world's), whose PSU they belong to, who signs. May create a victim to destroy. */
  resolve?: (world: FuzzWorld, index: number) => Partial<Resolution> | Promise<Partial<Resolution>>;
  query?: QuerySpec;
  body?: (world: FuzzWorld) => fc.Arbitrary<unknown>;
};

const verbs: Verb[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function caseArbitrary(operation: FuzzOperation, world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const placeholders = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const segment = fc.oneof(
    { weight: 4, arbitrary: realIdVariant.map((real) => ({ real })) },
    { weight: 1, arbitrary: junkSegment.map((junk) => ({ junk })) },
  );
  return fc.record({
    method: fc.oneof(
      { weight: 15, arbitrary: fc.constant(operation.method) },
      { weight: 1, arbitrary: fc.constantFrom(...verbs) },
    ),
    segments: fc.record(Object.fromEntries(placeholders.map((name) => [name, segment]))),
    index: fc.nat(1000),
    suffix: pathSuffix,
    query: queryArbitrary(operation.query),
    rawQuery,
    psu: psuChoice,
    headers: headerChoices,
    body: bodyArbitrary(operation.body?.(world)),
    signing: fc.constantFrom<FuzzCase['signing']>('first', 'first', 'none', 'none', 'last'),
  });
}

/** The element `index` picks, round the list. */
export function pick<Item>(items: Item[], index: number): Item {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('The fuzz world has an empty pool');
  return item;
}

/** A calendar day near the bank's today (D11): mostly the last 150 days, a few in the future. */
export const nearbyDay: fc.Arbitrary<string> = fc
  .integer({ min: -150, max: 2 })
  .map((days) => addDays(bankDate(new Date()), days));

/** Whole numbers as query strings. */
export const wholeNumber = (min: number, max: number) => fc.integer({ min, max }).map(String);

export const booleanText = fc.constantFrom('true', 'false');
