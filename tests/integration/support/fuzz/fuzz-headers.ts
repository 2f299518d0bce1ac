import fc from 'fast-check';
import { formatHttpDate } from '@/tools/tpp-kit/format-http-date';
import { fuzzRedirectUri } from './fuzz-world';

/** Whose PSU-ID (+ PSU-Corporate-ID) a request carries: the one its ids belong to, another, none, or a made-up one. */
export type PsuChoice = 'matching' | 'private' | 'corporate' | 'none' | 'unknown' | 'junk' | 'upper';

/** A header value, or null: the header is not sent. A header left out of the record gets the client's default. */
export type HeaderChoices = Record<string, string | null>;

export const junkHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom('😀', 'x'.repeat(9000), '=?utf-8?B?w6bDuMOl?=', ' ', '\t', 'æøå', '%00', 'null', "' OR 1=1 --"),
);

/**
 * Mostly the usual value, sometimes none, odd but plausible, or junk: about one header in ten is off, so that half of
 * the requests pass the header checks and reach the operation.
 */
function header(
  usual: string | null,
  plausible: string[],
  weights = { usual: 27, none: 1, plausible: 1, junk: 1 },
): fc.Arbitrary<string | null> {
  return fc.oneof(
    { weight: weights.usual, arbitrary: fc.constant(usual) },
    { weight: weights.none, arbitrary: fc.constant(null) },
    { weight: weights.plausible, arbitrary: fc.constantFrom(...plausible) },
    { weight: weights.junk, arbitrary: junkHeaderValue },
  );
}

// D5: the Date header, as real clients write it and as they get it wrong.
const dateHeader: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 27, arbitrary: fc.constant('now') },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom('unpadded-day', 'plus-0000', 'skew-61', 'skew-minus-3600', 'skew-year') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Fri, 31 Dec 9999 23:59:59 GMT',
      'Mon, 01 Jan 0001 00:00:00 GMT',
      'Thu, 01 Jan 1970 00:00:00 GMT',
      '2026-01-01T00:00:00Z',
      '1767225600',
      'yesterday',
      '',
      'Mon, 32 Jan 2026 25:61:61 GMT',
      'Sun, 06 Nov 1994 08:49:37 GMT',
    ),
  },
);

/** D5 and the spec's Date window: a symbolic choice becomes a header value when the request is sent. */
export function dateValue(choice: string, now: Date): string {
  if (choice === 'now') return formatHttpDate(now, 'imf');
  if (choice === 'unpadded-day') return formatHttpDate(now, 'unpadded-day');
  if (choice === 'plus-0000') return formatHttpDate(now, 'plus-0000');
  if (choice === 'skew-61') return formatHttpDate(new Date(now.getTime() + 61_000), 'imf');
  if (choice === 'skew-minus-3600') return formatHttpDate(new Date(now.getTime() - 3_600_000), 'imf');
  if (choice === 'skew-year') return formatHttpDate(new Date(now.getTime() + 365 * 86_400_000), 'imf');
  return choice;
}

export const headerChoices: fc.Arbitrary<HeaderChoices> = fc.record({
  'PSU-IP-Address': header(
    '192.0.2.44',
    ['2001:db8::1', '::1', '999.1.1.1', '192.0.2', 'localhost', '', '1.1.1.1, 2.2.2.2'],
    { usual: 20, none: 8, plausible: 1, junk: 1 },
  ),
  'x-accept-fix': header(null, [
    'amount-as-string',
    'amount-as-string,longer-names',
    'cardaccount-switch-originalamount-and-transactionamount',
    'cash-account-type-iso',
    'unknown-fix',
    ',,,',
    'AMOUNT-AS-STRING',
    ' longer-names ,',
  ]),
  'TPP-Redirect-URI': header(fuzzRedirectUri, [
    'http://localhost:3000/callback',
    'https://tpp.example/cb#fragment',
    'https://user:password@tpp.example/',
    'javascript:alert(1)',
    'ftp://tpp.example/',
    'not a uri',
    '/relative',
    `https://tpp.example/${'a'.repeat(5000)}`,
    'https://xn--tpp-kpa.example/',
    'https://tpp.example/cb?state=a&state=b',
  ]),
  'TPP-Session-ID': header(null, ['7d6a1d3c-4d7e-4f40-9e53-1d2c3b4a5f60', 'session-1', '', 'x'.repeat(300)]),
  Accept: header('application/json', [
    'application/json; charset=utf-8',
    '*/*',
    'application/*',
    'application/xml',
    'text/html',
    'application/json;q=0',
    '',
    'application/json, text/plain;q=0.5',
  ]),
  'Content-Type': header('application/json', [
    'application/json; charset=utf-8',
    'application/json; charset=latin1',
    'text/plain',
    'application/xml',
    'multipart/form-data; boundary=x',
    '',
    'APPLICATION/JSON',
  ]),
  Date: dateHeader,
  // Sent empty, a header is a value like any other (D14): checked, and refused when it breaks the header's format.
  'TPP-Redirect-Preferred': header(null, ['true', 'FALSE', '', 'yes']),
  'PSU-IP-Port': header(null, ['0', '65535', '65536', '93505', '']),
  'PSU-Geo-Location': header(null, ['GEO:59.913868;10.752245', 'geo:-90,180', '', 'GEO:91;0']),
});

export const psuChoice: fc.Arbitrary<{
  choice: PsuChoice;
  unknownId: string;
  junk: string;
  corporateOverride: string | null;
}> = fc.record({
  choice: fc.oneof(
    { weight: 10, arbitrary: fc.constant<PsuChoice>('matching') },
    { weight: 1, arbitrary: fc.constantFrom<PsuChoice>('private', 'corporate', 'none', 'unknown', 'junk', 'upper') },
  ),
  unknownId: fc.uuid(),
  junk: junkHeaderValue,
  corporateOverride: fc.oneof(
    { weight: 12, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.oneof(fc.uuid(), junkHeaderValue) },
  ),
});

/**
 * A header value as bytes on the wire: characters above U+00FF become their UTF-8 bytes (a client writing UTF-8), and
 * control characters Node refuses to send are percent-encoded.
 */
export function headerOnWire(value: string): string {
  const bytesAsLatin1 = [...value]
    .map((character) =>
      (character.codePointAt(0) ?? 0) > 0xff ? Buffer.from(character, 'utf8').toString('latin1') : character,
    )
    .join('');
  return [...bytesAsLatin1]
    .map((character) => (isRefusedByNode(character.charCodeAt(0)) ? encodeURIComponent(character) : character))
    .join('');
}

/** Node sends tab and printable Latin-1 in a header value; other control characters it refuses. */
function isRefusedByNode(code: number): boolean {
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
}
