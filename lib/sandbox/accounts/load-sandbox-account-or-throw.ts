import { findSandboxRowOrThrow } from '@/lib/sandbox/shared/find-sandbox-row-or-throw';
import { readSnapshot } from '@/lib/database/read-snapshot';
import { accountInclude, type AccountRecord } from '@/lib/sandbox/shared/includes';
import { presentSandboxAccount, type SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';

export type LoadSandboxAccountOrThrowInput = { tppId: string; accountId: string };

/** The account with this id in this TPP's sandbox, or 404 RESOURCE_UNKNOWN; read with its owner on one snapshot (D21). */
export async function loadSandboxAccountOrThrow(input: LoadSandboxAccountOrThrowInput): Promise<AccountRecord> {
  return findSandboxRowOrThrow({
    id: input.accountId,
    resource: 'account',
    find: () =>
      readSnapshot((client) =>
        client.account.findFirst({ where: { id: input.accountId, tppId: input.tppId }, include: accountInclude }),
      ),
  });
}

/** GET /v1/sandbox/accounts/{mockAccountId}: the same shape as the create response. */
export async function getSandboxAccountOrThrow(input: LoadSandboxAccountOrThrowInput): Promise<SandboxAccountView> {
  return presentSandboxAccount(await loadSandboxAccountOrThrow(input));
}
