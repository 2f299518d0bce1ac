import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiReferenceWordsFor } from '@/lib/api-reference/api-reference-words';
import { buildPostmanCollection, type OpenApiDocument } from '@/lib/api-reference/build-postman-collection';
import * as samples from '@/lib/api-reference/getting-started-steps';
import { gettingStartedWordsFor } from '@/lib/api-reference/getting-started-words';
import { paymentFeeRows } from '@/lib/api-reference/payment-fee-rows';
import { messagesFor } from '@/lib/psu/i18n/messages';
import document from '@/openapi/xs2a.openapi.json';
import { hasDecisionId } from './without-decision-ids';

/** Every text of a value (a function's text for sample arguments). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function')
    return [String((value as (...args: unknown[]) => unknown)('https://bank.example', 'x'))];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

const languages = ['en', 'nb'] as const;

// The decision ids ("(D3, D5)") name records of the bank's repository; what a TPP or a customer reads never cites them.
describe('public text names no decision id', () => {
  it.each([
    ['the OpenAPI document', [JSON.stringify(document)]],
    [
      'the Postman collection',
      [JSON.stringify(buildPostmanCollection(document as unknown as OpenApiDocument, 'https://bank.example'))],
    ],
    ['the getting-started page', languages.flatMap((language) => texts(gettingStartedWordsFor(language)))],
    ['the getting-started samples', texts(samples)],
    ['the fee table', languages.flatMap((language) => texts(paymentFeeRows(language)))],
    ['the API reference page', languages.flatMap((language) => texts(apiReferenceWordsFor(language)))],
    ['the home page', languages.flatMap((language) => texts(messagesFor(language).home))],
    [
      'the signing kit',
      ['nordbank-signing-kit.mjs', 'README.md', 'package.json'].map((file) =>
        readFileSync(`tools/signing-kit/${file}`, 'utf8'),
      ),
    ],
  ])('%s', (_name, found) => {
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(hasDecisionId)).toEqual([]);
  });
});
