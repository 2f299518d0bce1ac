import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import { bankDataOwnerId } from '@/lib/tpp/bank-data-owner-id';
import { db } from '@/lib/db';
import { formatOrganisationNumber } from '@/lib/psu/format-organisation-number';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { AuthorisationKind } from '@/lib/generated/prisma/enums';

/**
 * An agreement of a corporation that the PSU may act for (spec 10: the CORPORATE context); `organisationNumber` is the
 * company's customer number, grouped for reading (formatOrganisationNumber).
 */
export type CorporateAgreement = { agreementId: string; companyName: string; organisationNumber: string };

/** Spec "Sandbox engagement" rule 1: only engagements with both REGISTER and VIEW make accounts available for consent. */
export const consentRoles = ['REGISTER', 'VIEW'] as const;

/** D23: a payment (or its cancellation, or a basket of payments) is for a PSU who may register or approve it. */
const paymentKinds: readonly AuthorisationKind[] = ['PAYMENT', 'PAYMENT_CANCELLATION', 'SIGNING_BASKET'];

/** The engagement roles that let a PSU act for a company in an SCA of this kind. */
function actingRoles(kind: AuthorisationKind): Prisma.EnumEngagementRoleNullableListFilter<'Engagement'> {
  return paymentKinds.includes(kind) ? { hasSome: ['REGISTER', 'APPROVE'] } : { hasEvery: [...consentRoles] };
}

export type ListCorporateAgreementsInput = { tppId: string; customerId: string; kind?: AuthorisationKind };

/**
 * The corporate agreements a PSU may act for: agreements owned by a corporate customer (rule 4) in which the PSU has
 * at least one engagement with REGISTER and VIEW (consent, identification), or with REGISTER or APPROVE (payments,
 * D23). Empty for a PSU who acts only as PRIVATE.
 */
export async function listCorporateAgreements(input: ListCorporateAgreementsInput): Promise<CorporateAgreement[]> {
  const agreements = await db.agreement.findMany({
    where: {
      tppId: bankDataOwnerId(input.tppId),
      ownerCustomerId: { not: input.customerId },
      owner: { customerType: 'CORPORATE' },
      engagements: { some: { customerId: input.customerId, roles: actingRoles(input.kind ?? 'CONSENT') } },
    },
    select: { id: true, name: true, owner: { select: { customerName: true, customerNumber: true } } },
  });
  return agreements
    .map((agreement) => ({
      agreementId: agreement.id,
      companyName: accountOwnerName(agreement.owner) || agreement.name || agreement.id,
      organisationNumber: formatOrganisationNumber(agreement.owner.customerNumber),
    }))
    .sort((left, right) => left.companyName.localeCompare(right.companyName, 'nb'));
}
