import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { expect, grantKariPrivateConsent, test } from '../fixtures/psu-test';

// D15: SCA in the browser, then the AISP reads accounts, balances, transactions and card transactions with the
// signing kit, every body valid against the Berlin Group schema of its operation.
test('after SCA the TPP reads accounts, balances, transactions and card transactions', async ({
  page,
  tpp,
  tppSite,
}) => {
  const psuId = await grantKariPrivateConsent(page, tpp, tppSite, 'ais-e2e');

  const read = async (path: string, operation: string) => {
    const response = await tpp.client.request('GET', path, {
      headers: { 'PSU-ID': psuId, 'PSU-IP-Address': '198.51.100.7' },
    });
    expect(response.status, `${path}: ${response.text}`).toBe(200);
    expect(berlinGroupSchemaErrors({ method: 'get', path: operation, status: 200, body: response.body })).toEqual([]);
    return response.body as Record<string, unknown>;
  };

  const { accounts } = (await read('/v1/accounts?withBalance=true', '/v1/accounts')) as {
    accounts: { resourceId: string }[];
  };
  expect(accounts).toHaveLength(2);
  const accountId = accounts[0]?.resourceId ?? '';
  const balances = await read(`/v1/accounts/${accountId}/balances`, '/v1/accounts/{account-id}/balances');
  expect((balances.balances as { balanceType: string }[]).map((balance) => balance.balanceType)).toEqual([
    'closingBooked',
    'expected',
  ]);
  const report = (await read(
    `/v1/accounts/${accountId}/transactions?bookingStatus=both&limit=2`,
    '/v1/accounts/{account-id}/transactions',
  )) as {
    transactions: { booked: unknown[]; pending: unknown[]; _links: { next?: { href: string } } };
  };
  expect(report.transactions.booked.length + report.transactions.pending.length).toBe(2);
  expect(report.transactions._links.next?.href).toMatch(new RegExp(`^/v1/accounts/${accountId}/transactions\\?`));

  const { cardAccounts } = (await read('/v1/card-accounts', '/v1/card-accounts')) as {
    cardAccounts: { resourceId: string }[];
  };
  expect(cardAccounts).toHaveLength(1);
  const cardReport = (await read(
    `/v1/card-accounts/${cardAccounts[0]?.resourceId}/transactions?bookingStatus=both`,
    '/v1/card-accounts/{account-id}/transactions',
  )) as {
    cardTransactions: { booked: unknown[] };
  };
  expect(cardReport.cardTransactions.booked.length).toBeGreaterThan(0);
});
