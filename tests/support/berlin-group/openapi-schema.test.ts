import { describe, expect, it } from 'vitest';
import { toJsonSchemaDialect } from './openapi-schema';

describe('toJsonSchemaDialect', () => {
  it.each([
    ['nullable type', { type: 'string', nullable: true }, { type: ['string', 'null'] }],
    [
      'nullable enum',
      { type: 'string', enum: ['a', 'b'], nullable: true },
      { type: ['string', 'null'], enum: ['a', 'b', null] },
    ],
    ['nullable without type', { $ref: '#/x', nullable: true }, { anyOf: [{ $ref: '#/x' }, { type: 'null' }] }],
    ['nullable false', { type: 'integer', nullable: false }, { type: 'integer' }],
    [
      'exclusive minimum',
      { type: 'integer', minimum: 1, exclusiveMinimum: true },
      { type: 'integer', exclusiveMinimum: 1 },
    ],
    ['inclusive minimum', { type: 'integer', minimum: 1, exclusiveMinimum: false }, { type: 'integer', minimum: 1 }],
    ['exclusive maximum', { maximum: 9, exclusiveMaximum: true }, { exclusiveMaximum: 9 }],
    ['draft-07 bound untouched', { exclusiveMinimum: 3 }, { exclusiveMinimum: 3 }],
    [
      'nested schemas',
      {
        type: 'object',
        properties: { a: { type: 'string', nullable: true } },
        items: [{ minimum: 0, exclusiveMinimum: true }],
      },
      { type: 'object', properties: { a: { type: ['string', 'null'] } }, items: [{ exclusiveMinimum: 0 }] },
    ],
    [
      'a property named nullable',
      { properties: { nullable: { type: 'boolean' } } },
      { properties: { nullable: { type: 'boolean' } } },
    ],
    [
      'example data untouched',
      { type: 'object', example: { nullable: true } },
      { type: 'object', example: { nullable: true } },
    ],
  ])('%s', (_label, schema, expected) => {
    toJsonSchemaDialect(schema);
    expect(schema).toEqual(expected);
  });
});
