// PUT /v1/sandbox/card-accounts/{mockCardAccountId}/balances – replace a sandbox card account's balances
import { replaceCardAccountBalances } from '@/lib/sandbox/card-accounts/replace-card-account-balances';
import { cardAccountBalancesSchema } from '@/lib/sandbox/balances/balance-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const PUT = withXs2a<{ mockCardAccountId: string }>(
  async ({ tpp, params, body, now }) => ({
    status: 200,
    body: await replaceCardAccountBalances({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      balances: parseInput(cardAccountBalancesSchema, body),
      now,
    }),
  }),
  { operation: 'replaceSandboxCardAccountBalances', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, POST, PATCH, DELETE } = otherMethods(['PUT']);
