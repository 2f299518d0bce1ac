import { z } from 'zod';
import { booleanQuerySchema, customerNumberSchema, nameSchema } from '@/lib/sandbox/shared/field-schemas';

/** POST /v1/sandbox/customers (D16). */
export const createCustomerSchema = z.strictObject({
  customerNumber: customerNumberSchema,
  customerType: z.enum(['PRIVATE', 'CORPORATE']),
  customerName: nameSchema,
});

export type CreateCustomerBody = z.output<typeof createCustomerSchema>;

/** GET /v1/sandbox/customers and /v1/sandbox/customers/{customerId}: include the accounts and the agreements. */
export const customerQuerySchema = z.strictObject({
  withAccounts: booleanQuerySchema.optional(),
  withAgreements: booleanQuerySchema.optional(),
});

/** POST /v1/sandbox/initialize takes no input; an empty object is accepted as well. */
export const initializeSchema = z.strictObject({}).optional();
