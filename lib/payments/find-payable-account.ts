import { bankDataOwnerId } from '@/lib/tpp/bank-data-owner-id';
import { db } from '@/lib/db';
import type { EngagementRole } from '@/lib/generated/prisma/enums';
import { norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

/** D22: engagements that let a PSU pay from an account: the owner's, a disposer's, and a corporate registrar's or approver's. */
export const payingRoles: readonly EngagementRole[] = ['OWNER', 'DISPOSAL', 'REGISTER', 'APPROVE'];

export type PayableAccount = { id: string; iban: string; bban: string | null; currency: string };

export type FindPayableAccountInput = {
  tppId: string;
  customerId: string;
  reference: { iban?: string; bban?: string };
};

/**
 * The enabled account, in the TPP's sandbox (D4), that a debtorAccount reference names and the customer may pay from
 * (an engagement with a paying role); null otherwise, whether the account is missing, another's or blocked, so that
 * the answer reveals nothing about accounts the PSU cannot use.
 */
export async function findPayableAccount(input: FindPayableAccountInput): Promise<PayableAccount | null> {
  const iban = input.reference.iban ?? (input.reference.bban ? norwegianIbanFromBban(input.reference.bban) : null);
  if (!iban) return null;
  return db.account.findFirst({
    where: {
      tppId: bankDataOwnerId(input.tppId),
      iban,
      status: 'enabled',
      engagements: { some: { customerId: input.customerId, roles: { hasSome: [...payingRoles] } } },
    },
    select: { id: true, iban: true, bban: true, currency: true },
  });
}
