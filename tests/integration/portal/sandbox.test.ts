import { describe, expect, inject, it } from 'vitest';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { createAisTpp, psuPresent } from '@/tests/integration/support/ais-fixture';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { newCustomerNumber } from '@/tests/integration/support/sandbox-tpp';

// The portal's sandbox editor runs the /v1/sandbox operations for the developer's TPP (D16): the API sees each change
// at once, gives the same texts, and one TPP never reaches another's data.

type Answer = { status: number; body: unknown };
type ErrorBody = { tppMessages: { code: string; path?: string; text?: string }[] };
type Refusals = { fromPortal: Answer; fromApi: Answer; path: string };

/** The portal answered 400 with the API's own first message for the same input, a FORMAT_ERROR at `path`. */
function expectTheApisRefusal({ fromPortal, fromApi, path }: Refusals) {
  const message = (fromPortal.body as ErrorBody).tppMessages[0];
  expect([fromPortal.status, message]).toEqual([400, (fromApi.body as ErrorBody).tppMessages[0]]);
  expect(message).toMatchObject({ code: 'FORMAT_ERROR', path });
}

function portal(cookie: string, csrfToken = '') {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(`${inject('baseUrl')}/portal/api/sandbox/${path}`, {
      method,
      headers: {
        cookie,
        'sec-fetch-site': 'same-origin',
        'x-csrf-token': csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
  };
  return call;
}

async function linkedTpp() {
  const tpp = await createAisTpp();
  const developer = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
  return { tpp, developer, call: portal(developer.cookie, developer.csrfToken) };
}

const nok = (amount: number, balanceType = 'closingBooked') => ({
  balanceAmount: { currency: 'NOK', amount },
  balanceType,
});

describe('the portal sandbox editor', () => {
  it('creates a customer, an account, a transaction and new balances that the signed API reads at once', async () => {
    const { tpp, call } = await linkedTpp();
    const customerNumber = newCustomerNumber();
    const customer = await call('POST', 'customers', {
      customerNumber,
      customerType: 'PRIVATE',
      customerName: 'Portal Person',
    });
    expect(customer.status).toBe(201);
    const account = await call('POST', 'accounts', {
      customerNumber,
      currency: 'NOK',
      name: 'Portal account',
      balances: [nok(1000)],
    });
    expect(account.status).toBe(201);
    const accountId = (account.body as SandboxAccountView).resourceId;
    expect((await call('PUT', `accounts/${accountId}/balances`, [nok(123456), nok(120000, 'expected')])).status).toBe(
      200,
    );
    const transaction = await call('POST', `accounts/${accountId}/transactions`, {
      amount: -2500,
      currency: 'NOK',
      bookingStatus: 'booked',
      bookingDate: new Date().toISOString().slice(0, 10),
      valueDate: new Date().toISOString().slice(0, 10),
      creditorName: 'Kiosk AS',
    });
    expect(transaction.status).toBe(201);

    const viaSandboxApi = await tpp.client.request('GET', `/v1/sandbox/accounts/${accountId}`);
    expect(viaSandboxApi.status).toBe(200);
    expect((viaSandboxApi.body as SandboxAccountView).balances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ balanceType: 'closingBooked', balanceAmount: { currency: 'NOK', amount: 123456 } }),
      ]),
    );
    const consent = await tpp.grant(customerNumber, 'PRIVATE');
    const accounts = await tpp.read('/v1/accounts?withBalance=true', consent, psuPresent);
    expect(accounts.status).toBe(200);
    const listed = (
      accounts.body as { accounts: { resourceId: string; balances?: { balanceAmount: { amount: string } }[] }[] }
    ).accounts;
    expect(listed.map((entry) => entry.resourceId)).toContain(accountId);
    expect(JSON.stringify(listed)).toContain('1234.56');
  });

  it("refuses input with the API's own code, path and text", async () => {
    const { tpp, call } = await linkedTpp();
    const bad = { customerNumber: '12345678901', customerType: 'PRIVATE', customerName: 'Bad Number' };
    const fromPortal = await call('POST', 'customers', bad);
    const fromApi = await tpp.client.request('POST', '/v1/sandbox/customers', { body: JSON.stringify(bad) });
    expectTheApisRefusal({ fromPortal, fromApi, path: 'customerNumber' });
    expect((await call('POST', 'customers', '{"customerNumber":')).status).toBe(400);
    expect((await call('GET', 'no-such-thing')).status).toBe(404);
    expect((await call('PATCH', 'customers')).status).toBe(405);
    expect((await call('DELETE', 'customers')).status).toBe(405);
  });

  it("refuses characters outside the bank's set (D12) in the body, a query value or a path segment, as the API does", async () => {
    const { tpp, call } = await linkedTpp();
    const customerNumber = newCustomerNumber();
    for (const customerName of ['Emoji \u{1F600}\r\n<script>', 'Nul\u0000Name']) {
      const customer = { customerNumber, customerType: 'PRIVATE', customerName };
      const fromPortal = await call('POST', 'customers', customer);
      const fromApi = await tpp.client.request('POST', '/v1/sandbox/customers', { body: JSON.stringify(customer) });
      expect(fromApi.status).toBe(400);
      expectTheApisRefusal({ fromPortal, fromApi, path: 'customerName' });
    }
    const customers = ((await call('GET', 'customers')).body as { customers: SandboxCustomerView[] }).customers;
    expect(customers.map((customer) => customer.customerNumber)).not.toContain(customerNumber);

    const query = 'customers?withAccounts=%F0%9F%98%80';
    const queryFromPortal = await call('GET', query);
    const queryFromApi = await tpp.client.request('GET', `/v1/sandbox/${query}`);
    expectTheApisRefusal({ fromPortal: queryFromPortal, fromApi: queryFromApi, path: 'withAccounts' });

    const segment = await call('PUT', 'payments/%00/status', { status: 'onHold' });
    expect([segment.status, (segment.body as ErrorBody).tppMessages[0]]).toMatchObject([
      400,
      { code: 'FORMAT_ERROR', path: 'paymentId' },
    ]);
    expect((await call('GET', 'customers/%F0%9F%98%80')).status).toBe(400);
  });

  it("never shows or changes another TPP's data: its ids are 404", async () => {
    const [owner, intruder] = [await linkedTpp(), await linkedTpp()];
    const customers = (
      (await owner.call('GET', 'customers?withAccounts=true')).body as { customers: SandboxCustomerView[] }
    ).customers;
    const victim = customers.find((customer) => (customer.accounts?.length ?? 0) > 0)!;
    const accountId = victim.accounts![0]!.resourceId;
    const ownList = (
      (await intruder.call('GET', 'customers')).body as { customers: SandboxCustomerView[] }
    ).customers.map((customer) => customer.customerId);
    expect(ownList).not.toContain(victim.customerId);
    for (const attempt of [
      intruder.call('GET', `customers/${victim.customerId}`),
      intruder.call('DELETE', `customers/${victim.customerId}`),
      intruder.call('GET', `accounts/${accountId}`),
      intruder.call('PUT', `accounts/${accountId}/balances`, [nok(1)]),
      intruder.call('POST', `accounts/${accountId}/transactions`, {
        amount: 100,
        currency: 'NOK',
        bookingStatus: 'pending',
      }),
      intruder.call('DELETE', `accounts/${accountId}`),
    ]) {
      const answer = await attempt;
      expect(answer.status).toBe(404);
      expect((answer.body as ErrorBody).tppMessages[0]?.code).toBe('RESOURCE_UNKNOWN');
    }
    expect((await owner.call('GET', `customers/${victim.customerId}`)).status).toBe(200);
  });

  it('resets the sandbox, counts payments and runs the batch through the API functions', async () => {
    const { tpp, call } = await linkedTpp();
    const customerNumber = newCustomerNumber();
    expect(
      (await call('POST', 'customers', { customerNumber, customerType: 'PRIVATE', customerName: 'Gone Soon' })).status,
    ).toBe(201);
    expect((await call('POST', 'initialize', {})).status).toBe(200);
    const afterReset = (
      (await tpp.client.request('GET', '/v1/sandbox/customers')).body as { customers: SandboxCustomerView[] }
    ).customers;
    expect(afterReset.map((customer) => customer.customerNumber)).not.toContain(customerNumber);
    expect((await call('GET', 'payments-summary')).body).toEqual({ payments: 0 });
    const batch = await call('POST', 'batch-runs', {});
    expect(batch.status).toBe(200);
  });

  it('refuses changes from another site or without the CSRF token (403), without a session (401) and for a developer without a TPP (403)', async () => {
    const { call, developer } = await linkedTpp();
    const body = { customerNumber: newCustomerNumber(), customerType: 'PRIVATE', customerName: 'Cross Site' };
    expect((await call('POST', 'customers', body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await call('POST', 'customers', body, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await call('POST', 'initialize', {}, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    const withoutToken = await portal(developer.cookie)('POST', 'customers', body);
    expect([withoutToken.status, (withoutToken.body as ErrorBody).tppMessages[0]?.code]).toEqual([
      403,
      'SERVICE_BLOCKED',
    ]);
    expect((await portal(developer.cookie, 'forged')('DELETE', `customers/${newCustomerNumber()}`)).status).toBe(403);
    expect(
      (await call('POST', 'customers', 'customerName=x', { 'content-type': 'application/x-www-form-urlencoded' }))
        .status,
    ).toBe(415);
    const signedOut = await portal('')('GET', 'customers');
    expect([signedOut.status, (signedOut.body as ErrorBody).tppMessages[0]?.code]).toEqual([401, 'TOKEN_INVALID']);
    const unlinked = await signedInDeveloper();
    const notLinked = await portal(unlinked.cookie)('GET', 'customers');
    expect([notLinked.status, (notLinked.body as ErrorBody).tppMessages[0]?.code]).toEqual([403, 'SERVICE_BLOCKED']);
  });
});
