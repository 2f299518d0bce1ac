import { presentAccount, type AccountView } from '@/lib/sandbox/presenters/present-account';
import { loadAccountOrThrow } from './load-account-or-throw';

/** GET /v1/sandbox/accounts/{mockAccountId}: the same shape as the create response. */
export async function getAccountOrThrow(input: { tppId: string; accountId: string }): Promise<AccountView> {
  return presentAccount(await loadAccountOrThrow(input));
}
