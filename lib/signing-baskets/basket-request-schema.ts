import { z } from 'zod';

/** Spec "Limits": a basket holds at most 100 payments (release 1.23.4). */
export const basketPaymentLimit = 100;

/**
 * Berlin Group `signingBasket` body. D25: `consentIds` is part of the Berlin Group shape but this bank bundles payments
 * only, so it is read here to be refused by name (createSigningBasket) rather than as an unknown field.
 */
export const basketRequestSchema = z.strictObject({
  paymentIds: z
    .array(z.string().min(1).max(100))
    .min(1, 'name at least one payment.')
    .max(basketPaymentLimit, `a signing basket holds at most ${basketPaymentLimit} payments.`)
    .refine((ids) => new Set(ids).size === ids.length, 'each payment may be named once.')
    .meta({ uniqueItems: true }),
  consentIds: z.unknown().optional(),
});
