import { db } from '@/lib/db';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { presentAccount, type AccountView } from '@/lib/accounts/present-account';
import { accountOwnerName } from '@/lib/accounts/account-owner-name';

/** GET /v1/accounts/{account-id}: one consented account. */
export async function readAccount(input: { grant: AccountConsent; accountId: string; withBalance: boolean }): Promise<{ account: AccountView }> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  const owner = await db.customer.findUnique({ where: { id: account.ownerCustomerId }, select: { customerName: true } });
  return { account: presentAccount({ account, ownerName: accountOwnerName(owner), isCorporate: input.grant.context === 'CORPORATE', withBalance: input.withBalance }) };
}
