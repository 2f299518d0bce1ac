import { z } from 'zod';
import { batchRunSchema, holdStatusSchema } from '@/lib/payments/batch/batch-schemas';
import { createAccountSchema } from '@/lib/sandbox/accounts/account-schemas';
import { createAgreementSchema, createEngagementSchema } from '@/lib/sandbox/agreements/agreement-schemas';
import { accountBalancesSchema, cardAccountBalancesSchema } from '@/lib/sandbox/balances/balance-schemas';
import { createCardAccountSchema } from '@/lib/sandbox/card-accounts/card-account-schemas';
import { sandboxConsentStatusSchema } from '@/lib/sandbox/consents/consent-status-schema';
import { createCardTransactionSchema } from '@/lib/sandbox/transactions/card-transaction-schemas';
import { moveClockSchema } from '@/lib/sandbox/clock/clock-schemas';
import { createCustomerSchema } from '@/lib/sandbox/customers/customer-schemas';
import { createTransactionSchema } from '@/lib/sandbox/transactions/transaction-schemas';
import type { JsonSchema } from './json-schema';

// The request schemas are the zod schemas the handlers parse with, so the document cannot drift from the code. Rules
// JSON Schema cannot say (checksums, dates not in the future, cross-field rules) are in the operations' descriptions.
const toOpenApi = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as JsonSchema;

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
  MoveSandboxClockRequest: toOpenApi(moveClockSchema),
  ConsentStatusRequest: toOpenApi(sandboxConsentStatusSchema),
};
