import { describe, expect, it } from 'vitest';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { createAisTpp, firstMessage, psuPresent } from '@/tests/integration/support/ais-fixture';

// D15: the AISP read side behind the consent guard, shaped like the Berlin Group 1.3.11 schemas (validated).
const privatePsu = '13039319955';
const corporatePsu = '13039319955';

function expectSchema(method: string, path: string, status: number, body: unknown) {
  expect(berlinGroupSchemaErrors({ method, path, status, body })).toEqual([]);
}

describe('accounts', async () => {
  const tpp = await createAisTpp();
  const consent = await tpp.grant(privatePsu, 'PRIVATE');

  it('GET /v1/accounts lists the consented private accounts with links, ISO cashAccountType and no balances by default', async () => {
    const response = await tpp.read('/v1/accounts', consent, psuPresent);
    expect(response.status).toBe(200);
    expectSchema('get', '/v1/accounts', 200, response.body);
    const { accounts } = response.body as { accounts: Record<string, unknown>[] };
    expect(accounts.map((account) => account.resourceId).sort()).toEqual([...consent.accountIds].sort());
    for (const account of accounts) {
      expect(account).toMatchObject({ currency: 'NOK', status: 'enabled', usage: 'PRIV' });
      expect(String(account.iban)).toMatch(/^NO\d{13}$/);
      expect(String(account.bban)).toMatch(/^\d{11}$/);
      expect(String(account.cashAccountType)).toMatch(/^[A-Z]{4}$/);
      expect(String(account.name ?? '').length).toBeLessThanOrEqual(70);
      expect(account._links).toEqual({
        balances: { href: `/v1/accounts/${account.resourceId}/balances`, verbs: ['GET'] },
        transactions: { href: `/v1/accounts/${account.resourceId}/transactions`, verbs: ['GET'] },
      });
      expect(account).not.toHaveProperty('balances');
    }
  });

  it('withBalance=true adds closingBooked and expected balances with string amounts (D7)', async () => {
    const response = await tpp.read('/v1/accounts?withBalance=true', consent, psuPresent);
    expectSchema('get', '/v1/accounts', 200, response.body);
    const { accounts } = response.body as {
      accounts: { balances: { balanceType: string; balanceAmount: { amount: string; currency: string } }[] }[];
    };
    for (const account of accounts) {
      expect(account.balances.map((balance) => balance.balanceType)).toEqual(['closingBooked', 'expected']);
      for (const balance of account.balances) expect(balance.balanceAmount.amount).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('GET /v1/accounts/{id} and /balances read one account', async () => {
    const accountId = consent.accountIds[0] as string;
    const account = await tpp.read(`/v1/accounts/${accountId}?withBalance=true`, consent, psuPresent);
    expect(account.status).toBe(200);
    expectSchema('get', '/v1/accounts/{account-id}', 200, account.body);
    expect((account.body as { account: { resourceId: string } }).account.resourceId).toBe(accountId);
    const balances = await tpp.read(`/v1/accounts/${accountId}/balances`, consent, psuPresent);
    expect(balances.status).toBe(200);
    expectSchema('get', '/v1/accounts/{account-id}/balances', 200, balances.body);
    expect(balances.body).toMatchObject({
      account: { currency: 'NOK' },
      balances: [{ balanceType: 'closingBooked' }, { balanceType: 'expected' }],
    });
  });

  it('refuses unknown and malformed parameters with the field named', async () => {
    const cases: [string, number, string, string][] = [
      ['/v1/accounts?withBalance=yes', 400, 'FORMAT_ERROR', 'withBalance'],
      ['/v1/accounts?foo=bar', 400, 'FORMAT_ERROR', 'foo'],
      [`/v1/accounts/${consent.accountIds[0]}/transactions`, 400, 'FORMAT_ERROR', 'bookingStatus'],
      [
        `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=information`,
        400,
        'FORMAT_ERROR',
        'bookingStatus',
      ],
      [`/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=booked&limit=0`, 400, 'FORMAT_ERROR', 'limit'],
      [
        `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=booked&dateFrom=2026-02-30`,
        400,
        'FORMAT_ERROR',
        'dateFrom',
      ],
      [
        `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=booked&dateFrom=2026-11-10&dateTo=2026-11-01`,
        400,
        'PERIOD_INVALID',
        'dateFrom',
      ],
      [
        `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=booked&dateFrom=0000-01-01`,
        400,
        'FORMAT_ERROR',
        'dateFrom',
      ],
      [
        `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=both&dateTo=9999-12-31`,
        400,
        'PERIOD_INVALID',
        'dateTo',
      ],
      [
        `/v1/card-accounts/${consent.cardAccountIds[0]}/transactions?bookingStatus=both&dateFrom=9999-12-31`,
        400,
        'PERIOD_INVALID',
        'dateFrom',
      ],
      [
        `/v1/accounts/${consent.accountIds[0]}/transactions?bookingStatus=booked&cursor=garbage`,
        400,
        'FORMAT_ERROR',
        'cursor',
      ],
    ];
    for (const [path, status, code, field] of cases) {
      const response = await tpp.read(path, consent, psuPresent);
      expect({ path, status: response.status, code: firstMessage(response).code }).toEqual({ path, status, code });
      if (field) expect(firstMessage(response).path).toBe(field);
    }
  });
});

describe('visibility', async () => {
  const tpp = await createAisTpp();
  const other = await createAisTpp();
  const privateConsent = await tpp.grant(privatePsu, 'PRIVATE');
  const corporateConsent = await tpp.grant(corporatePsu, 'CORPORATE');
  const otherPsuConsent = await tpp.grant('12085592767', 'PRIVATE');
  const otherTppConsent = await other.grant(privatePsu, 'PRIVATE');

  it('the corporate context shows only the engaged corporate accounts, marked ORGA', async () => {
    const response = await tpp.read('/v1/accounts', corporateConsent, psuPresent);
    expect(response.status).toBe(200);
    const ids = (response.body as { accounts: { resourceId: string; usage: string }[] }).accounts
      .map((account) => account.resourceId)
      .sort();
    expect(ids).toEqual([...corporateConsent.accountIds].sort());
    expect(ids.some((id) => privateConsent.accountIds.includes(id))).toBe(false);
    expect(
      (response.body as { accounts: { usage: string }[] }).accounts.every((account) => account.usage === 'ORGA'),
    ).toBe(true);
  });

  it('GET /v1/agreements gives the corporate agreement with the PSU-Corporate-ID the redirect gave', async () => {
    const response = await tpp.read('/v1/agreements', privateConsent, psuPresent);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      agreements: [{ psuCorporateId: corporateConsent.psuCorporateId, name: expect.any(String) }],
    });
  });

  it("another PSU's account and another TPP's account are 404 RESOURCE_UNKNOWN", async () => {
    for (const accountId of [
      otherPsuConsent.accountIds[0],
      otherTppConsent.accountIds[0],
      corporateConsent.accountIds[0],
    ]) {
      const response = await tpp.read(`/v1/accounts/${accountId}/balances`, privateConsent, psuPresent);
      expect(response.status).toBe(404);
      expect(firstMessage(response).code).toBe('RESOURCE_UNKNOWN');
    }
  });

  it("another TPP's PSU-ID gets 401 with an scaRedirect, never the other TPP's data", async () => {
    const response = await tpp.read('/v1/accounts', otherTppConsent, psuPresent);
    expect(response.status).toBe(401);
    expect(firstMessage(response).code).toBe('CONSENT_INVALID');
    expect((response.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href).toMatch(
      /^https?:\/\//,
    );
  });
});
