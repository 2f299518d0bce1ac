import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  exportAccountSchema,
  exportBalanceSchema,
  exportCardAccountSchema,
  exportTransactionSchema,
} from '@/lib/bank-data-import/bank-data-export-schema';
import { nonBlankTextPattern } from '@/lib/validation/character-set';
import { loadCoreContract } from './core-contract-validator';

// D34: the bank implements docs/core-connector.openapi.yaml; its rows are the bank-data export's rows.
const contractPaths = [
  '/customers/{customerNumber}/accounts',
  '/accounts/{iban}/balances',
  '/accounts/{iban}/transactions',
  '/accounts/{iban}/transactions/{entryReference}',
  '/card-accounts/{cardAccountNumber}/balances',
  '/card-accounts/{cardAccountNumber}/transactions',
  '/card-accounts/{cardAccountNumber}/transactions/{entryReference}',
];

type ObjectSchema = { properties: Record<string, unknown>; required?: string[] };
const document = loadCoreContract();
const schema = (name: string) => document.components.schemas[name] as ObjectSchema;

/** The fields of an export row without the keys the path names, and which of them a row must give. */
function exportFields(row: z.ZodObject, withoutKeys: string[]) {
  const fields = Object.entries(row.shape).filter(([name]) => !withoutKeys.includes(name));
  return {
    names: fields.map(([name]) => name).sort(),
    required: fields
      .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
      .map(([name]) => name)
      .sort(),
  };
}

describe('docs/core-connector.openapi.yaml', () => {
  it('is OpenAPI 3.0.3 with every read of the contract and only those', () => {
    expect((document as unknown as { openapi: string }).openapi).toBe('3.0.3');
    expect(Object.keys(document.paths).sort()).toEqual([...contractPaths].sort());
    for (const path of contractPaths) {
      expect(Object.keys(document.paths[path] ?? {}), path).toEqual(['get']);
      expect(Object.keys(document.paths[path]?.get?.responses ?? {}), path).toEqual(
        expect.arrayContaining(['200', '400', '404', 'default']),
      );
    }
  });

  it.each([
    ['CoreAccount', exportAccountSchema, ['ownerCustomerNumber']],
    ['CoreCardAccount', exportCardAccountSchema, ['ownerCustomerNumber']],
    ['CoreBalance', exportBalanceSchema, ['iban', 'cardAccountNumber']],
    ['CoreTransaction', exportTransactionSchema, ['iban', 'cardAccountNumber']],
  ] as const)('%s has the export row’s fields, required as the import requires them', (name, row, keys) => {
    const expected = exportFields(row as unknown as z.ZodObject, [...keys]);
    expect(Object.keys(schema(name).properties).sort()).toEqual(expected.names);
    expect([...(schema(name).required ?? [])].sort()).toEqual(expected.required);
  });

  it('holds text to the bank’s character set (D12) as the import does', () => {
    for (const name of ['Text14', 'Text35', 'Text70', 'Text140', 'ProprietaryText'])
      expect((document.components.schemas[name] as { pattern: string }).pattern, name).toBe(nonBlankTextPattern);
  });
});
