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

const transactionStatus = {
  type: 'string',
  enum: [...enteredPaymentStatuses],
  description: 'ISO 20022 status (D8, D22, D23, D24).',
};
const scaStatus = scaStatusSchema;

export const paymentSchemas: Record<string, JsonSchema> = {
  PaymentInitiationRequest: toOpenApi(singlePaymentSchema),
  PeriodicPaymentInitiationRequest: toOpenApi(periodicPaymentSchema),
  BulkPaymentInitiationRequest: toOpenApi(bulkPaymentSchema),
  PaymentInitiationResponse: {
    type: 'object',
    properties: {
      transactionStatus,
      paymentId: { type: 'string' },
      transactionFeeIndicator: {
        type: 'boolean',
        description: 'Present for cross-border-credit-transfers: fees of the price list apply.',
      },
      _links: createdResourceLinksSchema,
    },
    required: ['transactionStatus', 'paymentId', '_links'],
  },
  PaymentInformation: {
    type: 'object',
    description:
      'The payment as initiated, in the fields of its request shape (amounts as strings, D7; debtorAccount once given or chosen), with transactionStatus.',
    properties: { transactionStatus },
    required: ['transactionStatus'],
  },
  PaymentStatus: {
    type: 'object',
    properties: {
      transactionStatus,
      fundsAvailable: {
        type: 'boolean',
        description: 'Present once the batch checked the funds (spec "What the service does" 3).',
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
