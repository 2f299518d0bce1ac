import { db } from '@/lib/db';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentedAccountsWhere } from '@/lib/accounts/consented-resources';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { accountOwnerName } from '@/lib/accounts/account-owner-name';

/** GET /v1/accounts: the consented accounts of the context, with balances on request (closed accounts left out). */
export async function listAccounts(input: { grant: AccountConsent; withBalance: boolean }): Promise<{ accounts: AccountView[] }> {
  const accounts = await db.account.findMany({
    where: { ...consentedAccountsWhere(input.grant), status: { not: 'deleted' } },
    include: { balances: input.withBalance, owner: { select: { customerName: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return {
    accounts: accounts.map((account) =>
      presentAccount({ account, ownerName: accountOwnerName(account.owner), isCorporate: input.grant.context === 'CORPORATE', withBalance: input.withBalance }),
    ),
  };
}
