// PUT /v1/sandbox/accounts/{mockAccountId}/balances – replace a sandbox account's balances
import { replaceAccountBalances } from '@/lib/sandbox/accounts/replace-account-balances';
import { accountBalancesSchema } from '@/lib/sandbox/balances/balance-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const PUT = withXs2a<{ mockAccountId: string }>(
  async ({ tpp, params, body, now }) => ({
    status: 200,
    body: await replaceAccountBalances({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      balances: parseInput(accountBalancesSchema, body),
      now,
    }),
  }),
  { operation: 'replaceSandboxAccountBalances', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, POST, PATCH, DELETE } = otherMethods(['PUT']);
