import { db } from '@/lib/db';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentedAccountsWhere } from '@/lib/accounts/consented-resources';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import { enforceAccessLimits } from '@/lib/accounts/enforce-access-limits';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

/**
 * GET /v1/accounts: the consented accounts of the context, with balances on request (closed accounts left out).
 * Balances given this way count like a balances read of each account (spec "Limits").
 */
export async function listAccounts(input: { tpp: TppIdentity; psu: PsuHeaders; grant: AccountConsent; withBalance: boolean; now: Date }): Promise<{ accounts: AccountView[] }> {
  const accounts = await db.account.findMany({
    where: { ...consentedAccountsWhere(input.grant), status: { not: 'deleted' } },
    include: { balances: input.withBalance, owner: { select: { customerName: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  // All the balances are counted together or the list is refused whole (D15); an empty list reads no balance.
  if (input.withBalance && accounts.length > 0) await enforceAccessLimits({ ...input, reads: accounts.map((account) => ({ accountId: account.id, service: 'balances' })) });
  return {
    accounts: accounts.map((account) =>
      presentAccount({ account, ownerName: accountOwnerName(account.owner), isCorporate: input.grant.context === 'CORPORATE', withBalance: input.withBalance }),
    ),
  };
}
