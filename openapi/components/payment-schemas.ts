import { z } from 'zod';
import { bulkPaymentSchema, periodicPaymentSchema, singlePaymentSchema } from '@/lib/payments/payment-request-schemas';
import { enteredPaymentStatuses } from '@/lib/payments/payment-transitions';
import { scaStatusSchema } from './account-information-schemas';
import type { JsonSchema } from './json-schema';
import { createdResourceLinksSchema, linkSchema } from './link-schemas';

// D22: the request schemas are the zod schemas the handler parses with; rules JSON Schema cannot say (checksums,
// amount above zero, dates not in the past, the dated address rules, the product's currency) are in the descriptions.
const toOpenApi = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as JsonSchema;

// D8, D23, D24: the lifecycle, and exactly the statuses a payment can enter.
const transactionStatus = {
  type: 'string',
  enum: [...enteredPaymentStatuses],
  description:
    "ISO 20022 status. RCVD at initiation; after the PSU's SCA PDNG (approved, waiting for execution), or PATC while a corporate payment waits for a second approver; never an intermediate status such as ACTC or ACSP. Executed: ACSC, or ACCC when every creditor is an account of this bank. ACCP with fundsAvailable=false: rejected for lack of funds (final; the batch's last run of the day, or at once for an instant payment). RJCT: any other rejection (SCA refused, stopped by the bank, cannot be executed). CANC: cancelled by the TPP before approval. Single and bulk payments of the instant products are executed at approval, so the status read after the redirect is already final (in production within a bounded wait for the bank's core, else PDNG). ACWP: held by the bank (sandbox PUT /v1/sandbox/payments/{paymentId}/status), back to PDNG when released.",
};
const scaStatus = scaStatusSchema;
const feeProperties = {
  transactionFees: {
    type: 'object',
    description:
      "The bank's fee for the payment (a bulk: for all its payments; a periodic payment: for each execution), by the fee table of its product (D22). Absent when the fee is known only at execution.",
    properties: {
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      amount: { type: 'string', pattern: '^\\d+(\\.\\d+)?$', description: 'In the decimals of the currency (D7).' },
    },
    required: ['currency', 'amount'],
  },
  transactionFeeIndicator: {
    type: 'boolean',
    description:
      'false: the fee is transactionFees; true (cross-border-credit-transfers): fees of the price list apply, known only at execution.',
  },
};

export const paymentSchemas: Record<string, JsonSchema> = {
  PaymentInitiationRequest: toOpenApi(singlePaymentSchema),
  PeriodicPaymentInitiationRequest: toOpenApi(periodicPaymentSchema),
  BulkPaymentInitiationRequest: toOpenApi(bulkPaymentSchema),
  PaymentInitiationResponse: {
    type: 'object',
    properties: {
      transactionStatus,
      paymentId: { type: 'string' },
      ...feeProperties,
      _links: createdResourceLinksSchema,
    },
    required: ['transactionStatus', 'paymentId', 'transactionFeeIndicator', '_links'],
  },
  PaymentInformation: {
    type: 'object',
    description:
      'The payment as initiated, in the fields of its request shape (amounts as strings; debtorAccount once given or chosen), with its fees as at initiation and transactionStatus.',
    properties: { ...feeProperties, transactionStatus },
    required: ['transactionFeeIndicator', 'transactionStatus'],
  },
  PaymentStatus: {
    type: 'object',
    properties: {
      transactionStatus,
      fundsAvailable: {
        type: 'boolean',
        description:
          'Present once the funds were checked (spec "What the service does" 3): true when executed, false with ACCP (rejected for lack of funds).',
      },
    },
    required: ['transactionStatus'],
  },
  StartPaymentAuthorisationResponse: {
    type: 'object',
    properties: {
      scaStatus,
      authorisationId: { type: 'string' },
      _links: {
        type: 'object',
        properties: { scaRedirect: linkSchema, scaStatus: linkSchema },
        required: ['scaRedirect', 'scaStatus'],
      },
    },
    required: ['scaStatus', 'authorisationId', '_links'],
  },
};
