import { db } from '@/lib/db';
import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentedCardAccountsWhere } from '@/lib/accounts/consented-resources';
import { presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';

/** GET /v1/card-accounts: the consented card accounts of the context. */
export async function listCardAccounts(input: { grant: AccountConsent; withBalance: boolean }): Promise<{ cardAccounts: CardAccountView[] }> {
  const cardAccounts = await db.cardAccount.findMany({
    where: { ...consentedCardAccountsWhere(input.grant), status: { not: 'deleted' } },
    include: { balances: input.withBalance, owner: { select: { customerName: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return {
    cardAccounts: cardAccounts.map((cardAccount) =>
      presentCardAccount({ cardAccount, ownerName: accountOwnerName(cardAccount.owner), isCorporate: input.grant.context === 'CORPORATE', withBalance: input.withBalance }),
    ),
  };
}
