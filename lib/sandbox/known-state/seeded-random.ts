// D10: the known state is the same on every initialize, so its "random" data comes from a seeded generator
// (mulberry32, seeded with the FNV-1a hash of a stable key), never from Math.random.

/** A deterministic source of numbers for one seed. */
export type SeededRandom = {
  /** A number in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  integer: (min: number, max: number) => number;
  /** True with probability `probability`. */
  chance: (probability: number) => boolean;
  /** One item of a non-empty list. */
  pick: <Item>(items: readonly Item[]) => Item;
};

export function createSeededRandom(seed: string): SeededRandom {
  let state = fnv1a(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[integer(0, items.length - 1)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
  };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
