import fc from 'fast-check';

// Generated path segments and queries, as they go on the wire. Node refuses to send a path with a space, a control
// character or anything above U+00FF (onWire encodes those), so non-ASCII travels percent-encoded (a client's UTF-8) or
// as raw Latin-1 bytes.

const emoji = ['😀', '🏦', '👨‍👩‍👧', '🇳🇴'];
const injections = [
  "'",
  '"',
  '<script>',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '$where',
  "' OR 1=1 --",
  '${7*7}',
  '{{7*7}}',
  ';',
  ',',
];

/** Malformed percent-encoding, dot segments and raw bytes: the HTTP edge's to refuse (tagged in failure reports). */
const edgeSegments = {
  invalidPercent: ['%', '%z', '%zz', '%C3', '%E2%82', '%FF', '%%', '%C0%AF', '%ED%A0%80'],
  dotSegments: ['.', '..', '.%2e', '%2e.', '%2E%2E'],
  rawBytes: ['æøå', 'Ã¦', 'ÿþ'],
};

/** A path segment in place of an id: junk, unicode, emoji, long, %-sequences valid and invalid, dot segments. */
export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom(...emoji).map(encodeURIComponent),
  fc.integer({ min: 65, max: 3000 }).map((length) => 'A'.repeat(length)),
  fc.constantFrom('%41%42C', '%2F', '%20', '%00', '%0A', '%25', '%C3%A6', '%E2%82%AC', '%F0%9F%98%80', '%E2%80%AE'),
  fc.constantFrom(...edgeSegments.invalidPercent, ...edgeSegments.dotSegments, ...edgeSegments.rawBytes),
  fc.constantFrom('', ...injections),
);

/** A real id, or one a careless client mangled: case, an extra character, every byte percent-encoded (D1: decoded). */
export type RealIdVariant = 'as-is' | 'upper' | 'lower' | 'appended' | 'truncated' | 'encoded' | 'nul';

export const realIdVariant: fc.Arbitrary<RealIdVariant> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('as-is' as const) },
  { weight: 1, arbitrary: fc.constantFrom<RealIdVariant>('upper', 'lower', 'appended', 'truncated', 'encoded', 'nul') },
);

export function applyIdVariant(id: string, variant: RealIdVariant): string {
  if (variant === 'upper') return id.toUpperCase();
  if (variant === 'lower') return id.toLowerCase();
  if (variant === 'appended') return `${id}x`;
  if (variant === 'truncated') return id.slice(1);
  if (variant === 'nul') return `${id}%00`;
  if (variant === 'encoded')
    return [...Buffer.from(id, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  return id;
}

/** What is appended after the operation's path now and then: nothing, a trailing slash, a segment, dot segments. */
export const pathSuffix: fc.Arbitrary<string> = fc.oneof(
  { weight: 20, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('/', '//', '/x', '/../accounts', '/./', '/%2e%2e/x', '/;jsessionid=1') },
);

const queryValues = [
  '',
  'true',
  'false',
  'TRUE',
  '1',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '99999999999999999999999',
  '1e309',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  ' 5',
  '5 ',
  '0000-00-00',
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '+275760-09-13',
  '1970-01-01',
  '2026-13-01',
  '20260101',
  '2026-1-1',
  'booked',
  'both',
  'all',
  'information',
];

/** A value for a query parameter that is probably wrong: wrong types, huge numbers, dates out of range, unicode. */
export const junkQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...queryValues),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom(...emoji, 'x'.repeat(3000), ...injections),
);

const unknownNames = [
  'foo',
  'limit2',
  '',
  'withBalance ',
  'BOOKINGSTATUS',
  '__proto__',
  'constructor',
  'a[b]',
  'x'.repeat(300),
  'entryReferenceFrom',
  'deltaList',
  '😀',
];

export type QueryPair = [string, string];

export type QuerySpec = { params: Record<string, fc.Arbitrary<string>>; required?: string[] };

/** A query that a client meant well (the operation's parameters, valid), then maybe spoiled: wrong values, duplicates, unknown names. */
export function queryArbitrary(spec: QuerySpec = { params: {} }): fc.Arbitrary<QueryPair[]> {
  const names = Object.keys(spec.params);
  const valid = fc
    .tuple(
      ...names.map((name) =>
        spec.required?.includes(name)
          ? (spec.params[name] as fc.Arbitrary<string>)
          : fc.option(spec.params[name] as fc.Arbitrary<string>, { nil: undefined, freq: 2 }),
      ),
    )
    .map((values) =>
      values.flatMap((value, index): QueryPair[] => (value === undefined ? [] : [[names[index] as string, value]])),
    );
  const spoiler: fc.Arbitrary<QueryPair> = fc.oneof(
    ...(names.length > 0
      ? [
          fc.tuple(fc.constantFrom(...names), junkQueryValue),
          fc
            .constantFrom(...names)
            .chain((name) => (spec.params[name] as fc.Arbitrary<string>).map((value): QueryPair => [name, value])),
        ]
      : []),
    fc.tuple(fc.constantFrom(...unknownNames), junkQueryValue),
  );
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.array(spoiler, { minLength: 1, maxLength: 3 }))
        .map(([pairs, spoilers]) => [...pairs, ...spoilers]),
    },
    { weight: 1, arbitrary: fc.array(spoiler, { maxLength: 4 }) },
  );
}

/** A raw query string now and then, malformed on purpose (`&&`, `=`, a lone `%`); otherwise the pairs, encoded. */
export const rawQuery: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 20, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '&',
      '&&',
      '=',
      '==',
      'a',
      '?',
      '%',
      '%zz=1',
      'a=%',
      'a=1;b=2',
      'withBalance=%74rue',
      'a=%E2%82',
    ),
  },
);

export function encodeQuery(pairs: QueryPair[]): string {
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
}

/** Characters Node will not put in a request line, percent-encoded as UTF-8; everything else as given. */
export function onWire(text: string): string {
  return [...text]
    .map((character) =>
      (character.codePointAt(0) ?? 0) <= 0x20 || (character.codePointAt(0) ?? 0) > 0xff
        ? encodeURIComponent(character)
        : character,
    )
    .join('');
}
