import type { TppClient } from '@/tools/tpp-kit/tpp-client';

/**
 * Initialises the TPP's sandbox (D10) and sets every private customer's account to 2,000,000,000 minor units
 * (closingBooked and expected), enough for any benchmark's payments; answers those accounts' ids.
 */
export async function fundPrivateAccounts(client: TppClient): Promise<string[]> {
  const initialized = await client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200)
    throw new Error(`initialize answered ${initialized.status}: ${initialized.text.slice(0, 300)}`);
  const customers = (initialized.body as { customers: { customerType: string; accounts: { resourceId: string }[] }[] })
    .customers;
  const accountIds = customers
    .filter((customer) => customer.customerType === 'PRIVATE')
    .flatMap((customer) => customer.accounts.map((account) => account.resourceId));
  for (const accountId of accountIds) {
    const balances = ['closingBooked', 'expected'].map((balanceType) => ({
      balanceType,
      balanceAmount: { currency: 'NOK', amount: 2_000_000_000 },
    }));
    const response = await client.request('PUT', `/v1/sandbox/accounts/${accountId}/balances`, {
      body: JSON.stringify(balances),
    });
    if (response.status !== 200)
      throw new Error(`balances answered ${response.status}: ${response.text.slice(0, 300)}`);
  }
  return accountIds;
}
