import { describe, expect, it } from 'vitest';
import { characterSetPattern, nonBlankTextPattern } from '@/lib/validation/character-set';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';

// D12: the character set withXs2a holds every request text to is the pattern of each free-text request field.

type Schema = { type?: string; pattern?: string; properties?: Record<string, Schema> };
const document = buildOpenApiDocument() as {
  components: { schemas: Record<string, Schema>; parameters: Record<string, { schema: Schema }> };
};

describe('the character set in the OpenAPI document (D12)', () => {
  it.each([
    [
      'a body field',
      document.components.schemas.PaymentInitiationRequest?.properties?.remittanceInformationUnstructured,
    ],
    ['a header', document.components.parameters.PsuUserAgent?.schema],
    [
      'a query parameter',
      (
        document as unknown as { paths: Record<string, { get: { parameters: { name?: string; schema: Schema }[] } }> }
      ).paths['/v1/accounts/{account-id}/transactions']?.get.parameters.find((parameter) => parameter.name === 'cursor')
        ?.schema,
    ],
  ])('is the pattern of free text in %s', (_where, schema) => {
    expect(schema?.pattern).toBe(characterSetPattern);
  });

  it('is, for sandbox text that may not be blank, the same set with one character that is not a space', () => {
    expect(document.components.schemas.CreateCustomerRequest?.properties?.customerName?.pattern).toBe(
      nonBlankTextPattern,
    );
    const pattern = new RegExp(nonBlankTextPattern, 'u');
    expect(['Kari', ' Åse ', '   ', '\u00a0', '', '😀x'].map((text) => pattern.test(text))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('leaves a string with its own rule alone (a pattern, an enum, a format)', () => {
    expect(document.components.parameters.PsuId?.schema.pattern).toBeUndefined();
    expect(document.components.parameters.TppSessionId?.schema.pattern).not.toBe(characterSetPattern);
  });

  it('holds what the bank can process and refuses what it cannot', () => {
    const pattern = new RegExp(characterSetPattern, 'u');
    expect(['Åse Ødegård – “Fjord” € 100 ‰', ''].map((text) => pattern.test(text))).toEqual([true, true]);
    expect(['😀', 'a\tb', 'Œ', '中'].map((text) => pattern.test(text))).toEqual([false, false, false, false]);
  });
});
