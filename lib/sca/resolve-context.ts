import type { PsuContext } from '@/lib/generated/prisma/enums';
import type { CorporateAgreement } from '@/lib/psu/corporate-agreements';

export type ContextChoice = { context: PsuContext | null; agreementId: string | null };

/**
 * The context after sign-in (spec 10; D17: otherwise PRIVATE without asking). A PSU with no corporate agreement
 * is PRIVATE. The TPP's request is honoured when it can be: PSU-Context PRIVATE; a PSU-Corporate-ID the PSU may act
 * for; PSU-Context CORPORATE with one agreement. A null context (or CORPORATE without an agreement, Corporate
 * preselected) sends the PSU to the picker. A CORPORATE request for a PSU without corporate agreements gives PRIVATE;
 * the redirect's `context` tells the TPP.
 */
export function resolveContext(input: { requested: PsuContext | null; hintedAgreementId: string | null; agreements: CorporateAgreement[] }): ContextChoice {
  const { agreements } = input;
  if (agreements.length === 0 || input.requested === 'PRIVATE') return { context: 'PRIVATE', agreementId: null };
  if (input.hintedAgreementId && agreements.some((agreement) => agreement.agreementId === input.hintedAgreementId)) {
    return { context: 'CORPORATE', agreementId: input.hintedAgreementId };
  }
  if (input.requested === 'CORPORATE') return { context: 'CORPORATE', agreementId: agreements.length === 1 ? (agreements[0]?.agreementId ?? null) : null };
  return { context: null, agreementId: null };
}
