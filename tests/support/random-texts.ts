export type RandomTextsInput = { alphabet: string; seed: number; maxLength: number; count: number };

/** `count` texts shorter than `maxLength` drawn from `alphabet`, the same ones for the same seed. */
export function randomTexts({ alphabet, seed, maxLength, count }: RandomTextsInput): string[] {
  const characters = [...alphabet];
  let state = seed;
  const random = (limit: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % limit;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: random(maxLength) }, () => characters[random(characters.length)]).join(''),
  );
}
