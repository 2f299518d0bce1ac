import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import { db } from '@/lib/db';

/** An agreement of a corporation that the PSU may act for (spec 10: the CORPORATE context). */
export type CorporateAgreement = { agreementId: string; companyName: string };

/** Spec "Sandbox engagement" rule 1: only engagements with both REGISTER and VIEW make accounts available for consent. */
export const consentRoles = ['REGISTER', 'VIEW'] as const;

/**
 * The corporate agreements a PSU may act for: agreements owned by a corporate customer (rule 4) in which the PSU has
 * at least one engagement with REGISTER and VIEW. Empty for a PSU who acts only as PRIVATE.
 */
export async function listCorporateAgreements(input: { tppId: string; customerId: string }): Promise<CorporateAgreement[]> {
  const agreements = await db.agreement.findMany({
    where: {
      tppId: input.tppId,
      ownerCustomerId: { not: input.customerId },
      owner: { customerType: 'CORPORATE' },
      engagements: { some: { customerId: input.customerId, roles: { hasEvery: [...consentRoles] } } },
    },
    select: { id: true, name: true, owner: { select: { customerName: true } } },
  });
  return agreements
    .map((agreement) => ({ agreementId: agreement.id, companyName: accountOwnerName(agreement.owner) || agreement.name || agreement.id }))
    .sort((left, right) => left.companyName.localeCompare(right.companyName, 'nb'));
}
