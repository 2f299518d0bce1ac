import { db } from '@/lib/db';
import type { Balance, CardAccount } from '@/lib/generated/prisma/client';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentedCardAccountsWhere } from '@/lib/accounts/consented-resources';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * One card account of the consent, or 404 RESOURCE_UNKNOWN that says nothing of other TPPs' or PSUs' cards. Prisma 7
 * reads the owner with a statement of its own, so an owner deleted in between (a sandbox reset) arrives as null (D21).
 */
export async function getConsentedCardAccountOrThrow(
  grant: AccountConsent,
  cardAccountId: string,
): Promise<CardAccount & { balances: Balance[]; owner: { customerName: string } | null }> {
  const cardAccount = await db.cardAccount.findFirst({
    where: consentedCardAccountsWhere(grant, cardAccountId),
    include: { balances: true, owner: { select: { customerName: true } } },
  });
  if (!cardAccount || cardAccount.status === 'deleted')
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'account-id',
      text: 'No card account with this id is covered by the consent.',
    });
  return cardAccount;
}
