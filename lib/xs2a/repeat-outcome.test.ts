import { describe, expect, it } from 'vitest';
import { repeatOutcome, type RepeatOutcome, type SeenRequest } from './repeat-outcome';

const post = { method: 'POST', path: '/v1/bank-offered-consents' };
const answered: SeenRequest = {
  ...post,
  responseStatus: 201,
  responseHeaders: { location: '/v1/consents/c1' },
  responseBody: '{"consentId":"c1"}',
};
const replay: RepeatOutcome = {
  kind: 'replay',
  response: { status: 201, headers: { location: '/v1/consents/c1' }, body: '{"consentId":"c1"}' },
};
const used = { kind: 'refused', text: expect.stringContaining('already used') };

const rows: [string, { method: string; path: string }, SeenRequest | null, RepeatOutcome | object][] = [
  ['the same POST, answered', post, answered, replay],
  [
    'the same POST, still being processed',
    post,
    { ...answered, responseStatus: null, responseHeaders: null, responseBody: null },
    { kind: 'wait' },
  ],
  ['the same POST, its id released meanwhile (a 5xx)', post, null, { kind: 'wait' }],
  ['a POST to another path', { ...post, path: '/v1/consents' }, answered, used],
  ['a POST after a GET', post, { ...answered, method: 'GET' }, used],
  ['a GET after a POST', { ...post, method: 'GET' }, answered, used],
  ['a GET whose first released its id', { ...post, method: 'GET' }, null, used],
];

describe('repeatOutcome (D5)', () => {
  it.each(rows)('%s', (_name, key, seen, expected) => {
    expect(repeatOutcome(key, seen)).toEqual(expected);
  });
});
