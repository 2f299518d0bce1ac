import { describe, expect, it } from 'vitest';
import { errorStatuses, type ErrorCode } from '@/lib/xs2a/error-codes';
import { buildOpenApiDocument } from '@/openapi/build-openapi-document';

// D2: the document names the tppMessages codes of each error response, so every code the XS2A API answers with is
// listed at each status it is answered with: its default status and the overrides the service makes.

type CodeSchema = { properties?: { tppMessages?: { items: { properties: { code: { enum: string[] } } } } } };
type Response = { content: { 'application/json': { schema: { allOf?: CodeSchema[] } } } };
const responses = (buildOpenApiDocument().components as { responses: Record<string, Response> }).responses;
const statusOf: Record<string, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  ScaRequired: 401,
  IdentificationRequired: 401,
  ConsentRevoked: 403,
  ConsentUnknown: 403,
  NotFound: 404,
  PaymentNotCancellable: 405,
  NotAcceptable: 406,
  Conflict: 409,
  RepeatStillProcessed: 409,
  PaymentStatusConflict: 409,
  BasketConflict: 409,
  BasketNotCancellable: 409,
  PayloadTooLarge: 413,
  UriTooLong: 414,
  UnsupportedMediaType: 415,
  HeaderFieldsTooLarge: 431,
  AccessExceeded: 429,
  InternalServerError: 500,
  Busy: 503,
  CoreUnavailable: 503,
};
const listed = Object.entries(responses).flatMap(([name, response]) =>
  (
    response.content['application/json'].schema.allOf?.[1]?.properties?.tppMessages?.items.properties.code.enum ?? []
  ).map((code) => `${statusOf[name]} ${code}`),
);

/** Codes of lib/xs2a/error-codes.ts the XS2A operations never answer with. */
const notAnswered: Partial<Record<ErrorCode, string>> = {
  TOKEN_INVALID: "the developer portal's routes (D28)",
  SERVICE_BLOCKED: "the developer portal's routes (D28)",
  PSU_CREDENTIALS_INVALID: "the PSU's sign-in page",
  PAYMENT_FAILED: 'the redirect after a failed payment SCA, not an API answer',
  SERVICE_INVALID: 'a verb an operation does not offer (405), which is no operation of the document',
  PARAMETER_NOT_SUPPORTED: 'unknown parameters are FORMAT_ERROR',
  PRODUCT_INVALID: 'every product is offered for every account',
  RESOURCE_EXPIRED: 'an expired consent is CONSENT_EXPIRED',
};
/** The statuses the service gives a code besides its default (D2, D5, D14, D18, D21). */
const overrides = [
  '400 CERTIFICATE_INVALID',
  '413 FORMAT_ERROR',
  '414 FORMAT_ERROR',
  '415 FORMAT_ERROR',
  '431 FORMAT_ERROR',
  '503 INTERNAL_SERVER_ERROR',
];

describe('the error codes in the OpenAPI document (D2)', () => {
  it('every error response names its codes', () => {
    expect(
      Object.keys(responses).filter((name) => !listed.some((entry) => entry.startsWith(`${statusOf[name]} `))),
    ).toEqual([]);
  });

  it.each([
    ...Object.entries(errorStatuses)
      .filter(([code]) => !(code in notAnswered))
      .map(([code, status]) => `${status} ${code}`),
    ...overrides,
  ])('%s is listed', (entry) => {
    expect(listed).toContain(entry);
  });

  it("every operation names the busy 503 with Retry-After, or the account reads' own 503 that covers it", () => {
    const paths = buildOpenApiDocument().paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    const operations = Object.values(paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations)
      expect(['#/components/responses/Busy', '#/components/responses/CoreUnavailable']).toContain(
        (operation.responses['503'] as { $ref?: string } | undefined)?.$ref,
      );
  });
});
