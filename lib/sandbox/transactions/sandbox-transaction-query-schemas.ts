import { z } from 'zod';
import { daySchema } from '@/lib/sandbox/shared/field-schemas';

/** Spec "Limits": `limit` is at least 1; its maximum is "not shown", so we fix it here. It is also the default. */
export const maxSandboxTransactionLimit = 1000;

const wholeNumberSchema = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.int32().min(min).max(max));

/** GET /v1/sandbox/accounts/{mockAccountId}/transactions (spec "List sandbox account transactions"). */
export const sandboxTransactionQuerySchema = z.strictObject({
  fromDate: daySchema.optional(),
  toDate: daySchema.optional(),
  offset: wholeNumberSchema(0, 2_147_483_647).optional(),
  limit: wholeNumberSchema(1, maxSandboxTransactionLimit).optional(),
});

/** GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions adds `bookingStatus` (D16). */
export const sandboxCardTransactionQuerySchema = sandboxTransactionQuerySchema.extend({
  bookingStatus: z.enum(['booked', 'pending', 'both']).optional(),
});

export type SandboxTransactionQuery = z.output<typeof sandboxCardTransactionQuerySchema>;
