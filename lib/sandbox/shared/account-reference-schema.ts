import { z } from 'zod';
import { bbanSchema, ibanSchema } from './field-schemas';

/**
 * Spec "Sandbox transaction": `creditorAccount` and `debtorAccount` carry `iban` and/or `bban` (D9: Norwegian BBAN).
 * At least one is required; when both are given they must name the same Norwegian account.
 */
export const accountReferenceSchema = z
  .strictObject({ iban: ibanSchema.nullish(), bban: bbanSchema.nullish() })
  .superRefine((reference, context) => {
    if (!reference.iban && !reference.bban)
      context.addIssue({ code: 'custom', message: 'Give iban or bban', path: ['iban'] });
    if (reference.iban && reference.bban && reference.iban.slice(4) !== reference.bban) {
      context.addIssue({ code: 'custom', message: 'iban and bban name different accounts', path: ['bban'] });
    }
  });

export type AccountReferenceInput = z.output<typeof accountReferenceSchema>;
