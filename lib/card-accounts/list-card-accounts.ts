import { db } from '@/lib/db';
import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { consentedCardAccountsWhere } from '@/lib/accounts/consented-resources';
import { enforceBalanceReadLimits } from '@/lib/accounts/enforce-balance-read-limits';
import { presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';

export type ListCardAccountsInput = AccountReadInput & { withBalance: boolean };

/**
 * GET /v1/card-accounts: the consented card accounts of the context. Balances given this way count like a balances
 * read of each card account (spec "Limits", D20).
 */
export async function listCardAccounts(input: ListCardAccountsInput): Promise<{ cardAccounts: CardAccountView[] }> {
  const cardAccounts = await db.cardAccount.findMany({
    where: { ...consentedCardAccountsWhere(input.grant), status: { not: 'deleted' } },
    include: { balances: input.withBalance, owner: { select: { customerName: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  // An empty list reads no balance.
  if (input.withBalance && cardAccounts.length > 0) await enforceBalanceReadLimits(input, cardAccounts);
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
