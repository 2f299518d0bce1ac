import { z } from 'zod';

/** D4: the environment a dated change is evaluated for. */
export type Environment = 'sandbox' | 'production';

/** What detectChangeUsages finds in a request, each with a refusal of its own (checkBankChanges). */
export const changeUsages = ['consents-alias', 'address-city', 'single-remittance-structured'] as const;
export type ChangeUsage = (typeof changeUsages)[number];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'not a calendar day');
const text = z.string().trim().min(1).max(400);
const bilingual = z.strictObject({ en: text, nb: text });
const id = z.string().regex(/^[a-z0-9][a-z0-9.-]{0,79}$/, 'lower-case letters, digits, dots and hyphens');
const perEnvironment = z.strictObject({ sandbox: day, production: day });

const releaseSchema = z.strictObject({
  kind: z.literal('release'),
  id,
  date: day,
  documentationVersion: z.string().max(20).optional(),
  apiRelease: z.string().max(20).optional(),
  summary: bilingual,
});
const acceptFixSchema = z.strictObject({
  kind: z.literal('accept-fix'),
  id,
  introduced: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month YYYY-MM'),
  defaultFrom: day.optional(),
  summary: bilingual,
});
// A rule refuses what it is about from its dates; a deprecation announces that, maybe before a date is set.
const aboutUsage = { id, usage: z.enum(changeUsages).optional(), published: day.optional(), summary: bilingual };
const ruleSchema = z.strictObject({ kind: z.literal('rule'), ...aboutUsage, refusedFrom: perEnvironment });
const deprecationSchema = z.strictObject({
  kind: z.literal('deprecation'),
  ...aboutUsage,
  deprecatedFrom: day.optional(),
  refusedFrom: perEnvironment.optional(),
});

export const bankChangeSchema = z.discriminatedUnion('kind', [
  releaseSchema,
  acceptFixSchema,
  ruleSchema,
  deprecationSchema,
]);

/**
 * What XS2A_BANK_CHANGES_FILE may add (D11): releases, and rules and deprecations of a usage the code detects. A new
 * x-accept-fix value needs code, so it is a built-in row.
 */
export const configuredChangesSchema = z.strictObject({
  changes: z
    .array(
      z.discriminatedUnion('kind', [
        releaseSchema,
        ruleSchema.extend({ usage: z.enum(changeUsages) }),
        deprecationSchema.extend({ usage: z.enum(changeUsages) }),
      ]),
    )
    .max(200),
});

export type BankChange = z.infer<typeof bankChangeSchema>;
export type Bilingual = BankChange['summary'];
/** A rule or deprecation a request can be seen to touch. */
export type UsageChange = Extract<BankChange, { kind: 'rule' | 'deprecation' }> & { usage: ChangeUsage };
