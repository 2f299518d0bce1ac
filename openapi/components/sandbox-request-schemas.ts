import { z } from 'zod';
import { batchRunSchema, holdStatusSchema } from '@/lib/payments/batch/batch-schemas';
import { createAccountSchema } from '@/lib/sandbox/schemas/account-schemas';
import { createAgreementSchema, createEngagementSchema } from '@/lib/sandbox/schemas/agreement-schemas';
import { accountBalancesSchema, cardAccountBalancesSchema } from '@/lib/sandbox/schemas/balance-schemas';
import { createCardAccountSchema } from '@/lib/sandbox/schemas/card-account-schemas';
import { createCardTransactionSchema } from '@/lib/sandbox/schemas/card-transaction-schemas';
import { createCustomerSchema } from '@/lib/sandbox/schemas/customer-schemas';
import { createTransactionSchema } from '@/lib/sandbox/schemas/transaction-schemas';
import type { JsonSchema } from './json-schema';

// The request schemas are the zod schemas the handlers parse with, so the document cannot drift from the code. Rules
// JSON Schema cannot say (checksums, dates not in the future, cross-field rules) are in the operations' descriptions.
const toOpenApi = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as JsonSchema;

export const sandboxRequestSchemas: Record<string, JsonSchema> = {
  CreateCustomerRequest: toOpenApi(createCustomerSchema),
  CreateAccountRequest: toOpenApi(createAccountSchema),
  AccountBalancesRequest: toOpenApi(accountBalancesSchema),
  CardAccountBalancesRequest: toOpenApi(cardAccountBalancesSchema),
  CreateTransactionRequest: toOpenApi(createTransactionSchema),
  CreateCardAccountRequest: toOpenApi(createCardAccountSchema),
  CreateCardTransactionRequest: toOpenApi(createCardTransactionSchema),
  CreateAgreementRequest: toOpenApi(createAgreementSchema),
  CreateEngagementRequest: toOpenApi(createEngagementSchema),
  BatchRunRequest: toOpenApi(batchRunSchema.unwrap()),
  PaymentHoldStatusRequest: toOpenApi(holdStatusSchema),
};
