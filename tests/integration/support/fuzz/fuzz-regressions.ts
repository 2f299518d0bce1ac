import type { FuzzCase, Verb } from './fuzz-request';
import { fuzzRedirectUri } from './fuzz-world';

/**
 * A case a fuzz run once failed on, kept and run before the generated ones on every run (D21): the operation, what
 * went wrong, and the case (the fields that differ from an ordinary request) or the seed that found it.
 */
export type FuzzRegression = { operation: string; found: string; fuzzCase?: Partial<FuzzCase>; seed?: number };

export const fuzzRegressions: FuzzRegression[] = [
  {
    operation: 'GET /v1/consents/{consentId}',
    found:
      'CI, fuzz-xs2a: a head over 16 KiB answered 431, which the document did not list (now declared on every operation)',
    fuzzCase: {
      headers: { 'TPP-Redirect-URI': `https://tpp.example/${'a'.repeat(9000)}` },
      psu: {
        choice: 'junk',
        unknownId: '0b0e3f6c-5d0a-4c39-9a52-5d0f0c5e7a11',
        junk: 'x'.repeat(9000),
        corporateOverride: null,
      },
    },
  },
  {
    operation: 'GET /v1/accounts',
    found: 'a request target over 8 KiB (414, declared on every operation)',
    fuzzCase: { query: [['withBalance', 'x'.repeat(9000)]] },
  },
  {
    operation: 'POST /v1/signing-baskets',
    found:
      'the schema-driven contract check: TPP-Redirect-Preferred sent empty was read as absent (now 400 like any value that is not true or false)',
    fuzzCase: { headers: { 'TPP-Redirect-Preferred': '' } },
  },
];

/** An ordinary request of the operation (every id real, the usual headers, no body) with the regression's fields over it. */
export function regressionCase(operation: { method: Verb; path: string }, fuzzCase: Partial<FuzzCase> = {}): FuzzCase {
  const placeholders = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
  const usual: FuzzCase = {
    method: operation.method,
    segments: Object.fromEntries(placeholders.map((name) => [name, { real: 'as-is' as const }])),
    index: 0,
    suffix: '',
    query: [],
    rawQuery: null,
    psu: { choice: 'matching', unknownId: '0b0e3f6c-5d0a-4c39-9a52-5d0f0c5e7a11', junk: '', corporateOverride: null },
    headers: {
      'PSU-IP-Address': '192.0.2.44',
      'x-accept-fix': null,
      'TPP-Redirect-URI': fuzzRedirectUri,
      'TPP-Session-ID': null,
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Date: 'now',
    },
    body: { kind: 'none' },
    signing: 'first',
  };
  return {
    ...usual,
    ...fuzzCase,
    segments: { ...usual.segments, ...fuzzCase.segments },
    headers: { ...usual.headers, ...fuzzCase.headers },
  };
}
