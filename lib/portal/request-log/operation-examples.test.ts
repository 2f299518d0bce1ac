import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import document from '@/openapi/xs2a.openapi.json';
import { requestLogMessagesEn } from './messages-en';
import { requestLogMessagesNb } from './messages-nb';

/** operationId → deprecated, for every operation of the published document. */
const operations = new Map(
  Object.values(document.paths).flatMap((pathItem) =>
    Object.values(pathItem as Record<string, { operationId?: string; deprecated?: boolean }>)
      .filter((operation) => typeof operation === 'object' && operation.operationId)
      .map((operation) => [operation.operationId ?? '', operation.deprecated === true] as const),
  ),
);

/** The first group of every match of `pattern` (global) in `text`. */
function captured(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '');
}

// D28: the request inspector's operation filter gives examples to type; a developer following them must find their
// own calls, so each is an operation of the API and not the deprecated alias their client no longer calls.
const examples = [
  ...captured(requestLogMessagesEn.operationHint, /\b([a-z]+[A-Z]\w*)/g),
  ...captured(requestLogMessagesNb.operationHint, /\b([a-z]+[A-Z]\w*)/g),
  ...captured(readFileSync('lib/portal/request-log/request-log-query.ts', 'utf8'), /operation name such as (\w+)/g),
  ...captured(
    readFileSync('components/portal/requests/request-log-filters.tsx', 'utf8'),
    /\{\.\.\.field\('operation'\)\}[^>]*placeholder="(\w+)"/g,
  ),
];

describe('the request inspector’s example operations', () => {
  it('are operations of the published document that are not deprecated', () => {
    expect(examples).toHaveLength(6);
    for (const example of examples) {
      expect(operations.has(example), example).toBe(true);
      expect(operations.get(example), `${example} is deprecated`).toBe(false);
    }
  });
});
