import fc from 'fast-check';

/**
 * A request body: none, a JSON value, raw text, raw bytes, or a large generated text (kept symbolic so that a shrunk
 * counterexample stays readable).
 */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; prefix: string; bytes: number[]; suffix: string }
  | { kind: 'nested'; open: string; close: string; depth: number }
  | { kind: 'large'; characters: number };

/** Wrong types, nulls, huge and negative numbers, odd strings: what replaces a field of a good body. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    -0,
    2147483647,
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    0.1,
    1.005,
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '😀',
    'NOK',
    'æøå',
    '2026-02-30',
    '9999-12-31',
    '0000-01-01',
    'x'.repeat(5000),
    '-1',
    '1e309',
    'true',
    'null',
    '__proto__',
    '\u202e',
  ),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

const rawTexts = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '{}',
  '{',
  '}',
  '{"a":',
  'not json',
  '<?xml version="1.0"?><a/>',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '"\\ud800"',
  '{"\\u0000":1}',
  "{'a':1}",
  '[1,2,]',
  'NaN',
  'a=1&b=2',
];

const rawBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constantFrom(...rawTexts).map((text): FuzzBody => ({ kind: 'text', text })),
  fc.string({ maxLength: 40 }).map((text): FuzzBody => ({ kind: 'text', text })),
  fc
    .tuple(fc.constantFrom(['[', ']'], ['{"a":', '}'], ['{"a":[', ']}']), fc.integer({ min: 100, max: 20_000 }))
    .map(([[open, close], depth]): FuzzBody => ({
      kind: 'nested',
      open: open as string,
      close: close as string,
      depth,
    })),
  fc
    .constantFrom([0xff, 0xfe, 0xfd], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0x00], [0xe6, 0xf8, 0xe5])
    .map((bytes): FuzzBody => ({ kind: 'bytes', prefix: '{"name":"', bytes: [...bytes], suffix: '"}' })),
  fc.constant<FuzzBody>({ kind: 'large', characters: 1_100_000 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

function edit(
  value: unknown,
  path: Path,
  change: (container: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value);
  let container = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) container = container[key] as Record<string | number, unknown>;
  change(container, path[path.length - 1] as string | number);
  return copy;
}

/** A good body spoiled once: a field replaced by junk or removed, an unknown field added, or the whole wrapped. */
function spoiled(good: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(good);
  const extra = fc
    .tuple(fc.string({ maxLength: 12 }), junkValue)
    .map(([key, junk]) =>
      good !== null && typeof good === 'object' && !Array.isArray(good) ? { ...good, [key]: junk } : [good, junk],
    );
  const wrapped = fc.constantFrom([good], { data: good }, [[good]]);
  if (paths.length === 0) return fc.oneof(extra, wrapped);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...paths), junkValue)
        .map(([path, junk]) => edit(good, path, (container, key) => (container[key] = junk))),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...paths)
        .map((path) =>
          edit(good, path, (container, key) =>
            Array.isArray(container) ? container.splice(Number(key), 1) : delete container[key],
          ),
        ),
    },
    { weight: 1, arbitrary: extra },
    { weight: 1, arbitrary: wrapped },
  );
}

/** An operation's body: mostly a good one (so the request gets deep), often spoiled, sometimes anything at all. */
export function bodyArbitrary(good?: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  const json = (value: unknown): FuzzBody => ({ kind: 'json', value });
  const anything = fc.jsonValue({ maxDepth: 3 }).map(json);
  if (!good)
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
      { weight: 1, arbitrary: anything },
      { weight: 1, arbitrary: rawBody },
    );
  return fc.oneof(
    { weight: 5, arbitrary: good.map(json) },
    { weight: 4, arbitrary: good.chain(spoiled).map(json) },
    { weight: 1, arbitrary: anything },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  );
}

/** The bytes of a body, or undefined for none. */
export function bodyBytes(body: FuzzBody): Uint8Array | undefined {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'json') return Buffer.from(JSON.stringify(body.value) ?? 'null', 'utf8');
  if (body.kind === 'text') return Buffer.from(body.text, 'utf8');
  if (body.kind === 'bytes')
    return Buffer.concat([Buffer.from(body.prefix), Buffer.from(body.bytes), Buffer.from(body.suffix)]);
  if (body.kind === 'nested') return Buffer.from(`${body.open.repeat(body.depth)}1${body.close.repeat(body.depth)}`);
  return Buffer.from(`{"name":"${'x'.repeat(body.characters)}"}`);
}
