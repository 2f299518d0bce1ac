import { z } from 'zod';
import { maskedPanSchema } from '@/lib/sandbox/card-accounts/card-account-schemas';
import { customerNumberSchema, ibanSchema, int32AmountSchema, nameSchema } from '@/lib/sandbox/shared/field-schemas';

/** POST /v1/sandbox/agreements: the owner is a corporate customer (spec engagement rule 4). */
export const createAgreementSchema = z.strictObject({
  owner: customerNumberSchema.meta({
    description: 'customerNumber of the corporate customer that owns the agreement.',
  }),
  name: nameSchema.nullish(),
});

export type CreateAgreementBody = z.output<typeof createAgreementSchema>;

/** Spec "Sandbox engagement" roles. */
export const engagementRoles = [
  'OWNER',
  'DISPOSAL',
  'VIEW',
  'REGISTER',
  'APPROVE',
  'INTERNAL_TRANSFER',
  'SALARY',
] as const;

/**
 * POST /v1/sandbox/agreements/{mockAgreementId}/engagements (spec "Sandbox engagement", rules 2-4; rule 1 decides only
 * which engagements make their account available for consent, lib/psu/corporate-agreements.ts). The account is an
 * account by `iban` or a card account by `maskedPan` (a Berlin Group account reference). Limits are minor units (D7).
 */
export const createEngagementSchema = z.strictObject({
  customer: customerNumberSchema.meta({ description: 'customerNumber of the PSU who sees the accounts (rule 2).' }),
  account: z
    .strictObject({ iban: ibanSchema.optional(), maskedPan: maskedPanSchema.optional() })
    .refine((account) => (account.iban === undefined) !== (account.maskedPan === undefined), {
      message: 'Give either iban or maskedPan',
      path: ['iban'],
    })
    // The same rule for the OpenAPI document, which cannot read a refine.
    .meta({ oneOf: [{ required: ['iban'] }, { required: ['maskedPan'] }] }),
  roles: z
    .array(z.enum(engagementRoles))
    .min(1)
    .max(engagementRoles.length)
    .superRefine((roles, context) => {
      roles.forEach((role, index) => {
        if (roles.indexOf(role) !== index)
          context.addIssue({ code: 'custom', message: `${role} is given twice`, path: [index] });
      });
      // Rule 1 asks nothing of the roles here: an engagement without both REGISTER and VIEW is created, and only its
      // account is not offered for consent (an approver with APPROVE alone, D23).
    })
    .meta({ uniqueItems: true }),
  registerLimit: int32AmountSchema.min(0).nullish(),
  approvalLimit: int32AmountSchema.min(0).nullish(),
});

export type CreateEngagementBody = z.output<typeof createEngagementSchema>;
