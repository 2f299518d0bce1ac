// GET /v1/card-accounts – list the card accounts the PSU consented to
import { requireAccountConsent } from '@/lib/consents/require-account-consent';
import { listCardAccounts } from '@/lib/card-accounts/list-card-accounts';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

export const GET = withXs2a(
  async ({ tpp, psu, query, now }) => {
    const withBalance = parseWithBalance(query);
    const grant = await requireAccountConsent({ tpp, psu, now });
    return { status: 200, body: await listCardAccounts({ grant, withBalance }) };
  },
  { operation: 'getCardAccountList', roles: ['PSP_AI'] },
);
