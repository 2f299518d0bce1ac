import { db } from '@/lib/db';
import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { consentedCardAccountsWhere } from '@/lib/accounts/consented-resources';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import { presentCardAccount, type CardAccountView } from '@/lib/card-accounts/present-card-account';

export type ListCardAccountsInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  withBalance: boolean;
  now: Date;
};

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
  // All the balances are counted together or the list is refused whole (D15); an empty list reads no balance.
  if (input.withBalance && cardAccounts.length > 0)
    await enforceAccessLimits({
      ...input,
      reads: cardAccounts.map((cardAccount) => ({ accountId: cardAccount.id, service: 'balances' })),
    });
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
