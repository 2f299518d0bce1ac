import type { PsuContext } from '@/lib/generated/prisma/enums';
import type { CorporateAgreement } from '@/lib/psu/corporate-agreements';

export type ContextChoice = { context: PsuContext | null; agreementId: string | null };

export type ResolveContextInput = {
  requested: PsuContext | null;
  hintedAgreementId: string | null;
  agreements: CorporateAgreement[];
};

/**
 * D17: the context after sign-in (spec 10): PRIVATE for a PSU with no corporate agreement, else the TPP's PSU-Context or
 * PSU-Corporate-ID where the PSU may act so; a null context sends the PSU to the picker (the redirect's `context`).
 */
export function resolveContext(input: ResolveContextInput): ContextChoice {
  const { agreements } = input;
  if (agreements.length === 0 || input.requested === 'PRIVATE') return { context: 'PRIVATE', agreementId: null };
  if (input.hintedAgreementId && agreements.some((agreement) => agreement.agreementId === input.hintedAgreementId)) {
    return { context: 'CORPORATE', agreementId: input.hintedAgreementId };
  }
  if (input.requested === 'CORPORATE')
    return { context: 'CORPORATE', agreementId: agreements.length === 1 ? (agreements[0]?.agreementId ?? null) : null };
  return { context: null, agreementId: null };
}
