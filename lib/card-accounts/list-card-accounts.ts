import { db } from '@/lib/db';
import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { consentedCardAccountsWhere } from '@/lib/accounts/consented-resources';
import { withRefreshedBalances } from '@/lib/accounts/with-refreshed-balances';
import { refreshableCardAccount } from '@/lib/card-accounts/refreshable-card-account';
import { presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';

export type ListCardAccountsInput = AccountReadInput & { withBalance: boolean };

/**
 * GET /v1/card-accounts: the consented card accounts of the context. Balances given this way are refreshed from the
 * core (D34) and count like a balances read of each card account (spec "Limits", D20).
 */
export async function listCardAccounts(input: ListCardAccountsInput): Promise<{ cardAccounts: CardAccountView[] }> {
  const consented = await db.cardAccount.findMany({
    where: { ...consentedCardAccountsWhere(input.grant), status: { not: 'deleted' } },
    include: { balances: input.withBalance, owner: { select: { customerName: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const cardAccounts = await withRefreshedBalances({ ...input, rows: consented, refreshable: refreshableCardAccount });
  return {
    cardAccounts: cardAccounts.map((cardAccount) =>
      presentCardAccount({
        cardAccount,
        ownerName: accountOwnerName(cardAccount.owner),
        isCorporate: input.grant.context === 'CORPORATE',
        withBalance: input.withBalance,
      }),
    ),
  };
}
