import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import type { DbClient } from '@/lib/sandbox/queries/db-client';
import { accountInclude, type AccountRecord } from '@/lib/sandbox/queries/includes';
import { resourceUnknown } from '@/lib/sandbox/resource-unknown';

/** The account with this id in this TPP's sandbox (D4), or 404 RESOURCE_UNKNOWN. */
export async function loadAccountOrThrow(input: { tppId: string; accountId: string }, client: DbClient = db): Promise<AccountRecord> {
  const account = isResourceId(input.accountId) ? await client.account.findFirst({ where: { id: input.accountId, tppId: input.tppId }, include: accountInclude }) : null;
  if (!account) throw resourceUnknown('account');
  return account;
}
