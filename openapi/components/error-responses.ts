import type { JsonSchema } from './json-schema';

/** D2: `{"tppMessages":[{"category","code","path","text"}]}`, Content-Type application/json. */
export const errorSchema: JsonSchema = {
  type: 'object',
  description: 'Berlin Group error body (D2). `path` names the field, header or query parameter at fault, e.g. `balances[0].balanceAmount.currency`.',
  properties: {
    tppMessages: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          category: { type: 'string', enum: ['ERROR', 'WARNING'] },
          code: { type: 'string', example: 'FORMAT_ERROR' },
          path: { type: 'string' },
          text: { type: 'string', maxLength: 500 },
        },
        required: ['category', 'code'],
        additionalProperties: false,
      },
    },
    _links: { type: 'object' },
  },
  required: ['tppMessages'],
  additionalProperties: false,
};

const error = (description: string): JsonSchema => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

export const errorResponses: Record<string, JsonSchema> = {
  BadRequest: error(
    'FORMAT_ERROR: a header, query parameter or body field is missing, malformed, unknown, outside its rule (dates in the future, checksums, lengths, enums, D12 characters) or refers to data the sandbox does not have; `path` names it. PARAMETER_NOT_CONSISTENT: fromDate after toDate. SIGNATURE_MISSING, SIGNATURE_INVALID, CERTIFICATE_MISSING, TIMESTAMP_INVALID: the request is not signed as D5 asks.',
  ),
  Unauthorized: error('CERTIFICATE_INVALID, CERTIFICATE_EXPIRED, CERTIFICATE_REVOKED or ROLE_INVALID (D3, D4).'),
  NotFound: error("RESOURCE_UNKNOWN: no such resource in this TPP's sandbox. Another TPP's ids answer the same (D4). In production every /v1/sandbox path answers this."),
  NotAcceptable: error('REQUESTED_FORMATS_INVALID: Accept excludes application/json.'),
  Conflict: error('STATUS_INVALID: the resource is not in a status that allows the change, or another request changed it at the same moment.'),
  UnsupportedMediaType: error('FORMAT_ERROR: the body is not JSON (XML is not supported).'),
  PaymentNotCancellable: error('CANCELLATION_INVALID: the payment is PDNG (approved, waiting for execution) or later, and cannot be deleted (spec "Errors").'),
  PaymentStatusConflict: error('STATUS_INVALID: the payment is no longer RCVD, so there is nothing left to authorise.'),
  BasketConflict: error('STATUS_INVALID: a payment named is no longer RCVD or already in a basket, or the basket was authorised or cancelled already (D25).'),
  BasketNotCancellable: error('CANCELLATION_INVALID: a payment of the basket was approved already, or the basket is cancelled (D25).'),
  InternalServerError: error('INTERNAL_SERVER_ERROR: the bank could not process the request; the body carries no internals.'),
};
