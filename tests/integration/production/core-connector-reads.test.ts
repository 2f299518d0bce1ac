import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlessPsu } from '@/e2e/fixtures/headless-psu';
import { importBankData } from '@/lib/bank-data-import/import-bank-data';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import { startReferenceCore, type ReferenceCore } from '@/tools/reference-core/start-reference-core';
import type { ReferenceCoreFaults } from '@/tools/reference-core/reference-core-faults';
import { newAccountNumber, newCustomerNumber, today } from '@/tests/integration/support/sandbox-tpp';
import { bankRedirect, signInAtIdentityProvider } from '@/tests/integration/support/oidc-browser';
import { productionOidcEnv } from '@/tests/integration/support/production-oidc-env';
import * as production from '@/tests/integration/support/production-app';
import * as identityProvider from '@/tests/integration/support/test-identity-provider';
import { waitFor } from '@/tests/integration/support/wait-for';

// D34 end to end: a production app whose reads are refreshed from the reference core within XS2A_CORE_FRESHNESS_MS;
// every fault of the core is 503 INTERNAL_SERVER_ERROR with Retry-After and counts nothing; the app recovers with the
// core; the payment approval page says the bank cannot show the accounts while the core cannot answer.
const freshnessMs = 500;
const customerNumber = newCustomerNumber();
const { iban } = newAccountNumber();
const agreementNumber = `CORE-${randomUUID().slice(0, 8)}`;
const document = {
  customers: [{ customerType: 'PRIVATE', customerNumber, customerName: 'Kari Kjerne' }],
  agreements: [{ agreementNumber, ownerCustomerNumber: customerNumber }],
  accounts: [{ iban, currency: 'NOK', ownerCustomerNumber: customerNumber, name: 'Brukskonto' }],
  cardAccounts: [],
  engagements: [{ agreementNumber, customerNumber, iban, roles: ['OWNER', 'REGISTER', 'VIEW'] }],
  balances: [
    { iban, balanceType: 'closingBooked', amount: '1000.00' },
    { iban, balanceType: 'expected', amount: '1000.00' },
  ],
  transactions: [{ iban, entryReference: 'CORE-T-1', bookingStatus: 'booked', bookingDate: today(), amount: '-10.00' }],
};

const payment = {
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
  instructedAmount: { currency: 'NOK', amount: '42.00' },
};

let core: ReferenceCore;
let idp: identityProvider.TestIdentityProvider;
let app: production.ProductionApp;
let accountId: string;
let psuId: string;

beforeAll(async () => {
  expect((await importBankData({ document, isPrune: false, now: new Date() })).kind).toBe('imported');
  core = await startReferenceCore({ data: document });
  idp = await identityProvider.startTestIdentityProvider([
    { login: 'kari', password: 'correct horse', claims: { nnin: customerNumber } },
  ]);
  app = await production.startProductionApp({
    XS2A_CORE_ACCOUNTS_URL: core.url,
    XS2A_CORE_FRESHNESS_MS: String(freshnessMs),
    XS2A_CORE_READ_TIMEOUT_MS: '1000',
    ...productionOidcEnv(idp),
  });
  idp.register([`${production.productionPublicUrl}/sca/oidc/callback`]);
  accountId = (await db.account.findUniqueOrThrow({ where: { tppId_iban: { tppId: productionDataOwner.id, iban } } }))
    .id;
  // What the PSU's approval at the bank leaves behind: a valid consent over the account, SCA just now.
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: app.tpp.organizationIdentifier } });
  const customer = await db.customer.findFirstOrThrow({ where: { tppId: productionDataOwner.id, customerNumber } });
  psuId = randomUUID();
  await db.psuPseudonym.create({ data: { id: psuId, tppId: tpp.id, customerNumber } });
  await db.consent.create({
    data: {
      ...{ id: newId(), tppId: tpp.id, customerId: customer.id, context: 'PRIVATE', status: 'valid' },
      ...{ validUntil: new Date(Date.now() + 86_400_000), lastScaAt: new Date() },
      accounts: { create: [{ id: newId(), accountId }] },
    },
  });
}, 240_000);

afterAll(async () => {
  await Promise.all([app?.stop(), idp?.stop(), core?.close()]);
  await db.$disconnect();
});

/** A read by the TPP; with the PSU present it is never counted against the four a day (spec "Limits"). */
const read = (path: string, isPsuPresent = false) =>
  app.tpp.client.request('GET', path, {
    headers: { 'PSU-ID': psuId, ...(isPsuPresent && { 'PSU-IP-Address': '192.0.2.45' }) },
  });
const pastTheBound = () => new Promise((resolve) => setTimeout(resolve, freshnessMs + 100));
const amountOf = (body: unknown, type: string) =>
  (body as { balances: { balanceType: string; balanceAmount: { amount: string } }[] }).balances.find(
    (balance) => balance.balanceType === type,
  )?.balanceAmount.amount;

describe('production reads refreshed from the core (D34)', () => {
  it('shows a booking made in the core, and the balances it moved, in the next read after the bound', async () => {
    expect((await read(`/v1/accounts/${accountId}/transactions?bookingStatus=booked`, true)).status).toBe(200);
    core.addTransaction(
      { iban },
      { entryReference: 'CORE-T-2', bookingStatus: 'booked', bookingDate: today(), amount: '-90.00' },
    );
    core.setBalance({ iban }, { balanceType: 'closingBooked', amount: '900.00' });
    await pastTheBound();
    const transactions = await read(`/v1/accounts/${accountId}/transactions?bookingStatus=booked`, true);
    expect(transactions.status).toBe(200);
    const booked = (transactions.body as { transactions: { booked: { entryReference?: string }[] } }).transactions
      .booked;
    expect(booked.map((entry) => entry.entryReference)).toEqual(expect.arrayContaining(['CORE-T-1', 'CORE-T-2']));
    const balances = await read(`/v1/accounts/${accountId}/balances`, true);
    expect(amountOf(balances.body, 'closingBooked')).toBe('900.00');
  });

  it('asks the core for the balances alone on a balances read, and for the entries alone on a transactions read', async () => {
    await pastTheBound();
    const pathsAsked = async (readPath: string) => {
      core.requests.clear();
      expect((await read(readPath, true)).status).toBe(200);
      return core.requests.log.map((request) => new URL(request.path, 'http://core').pathname.split('/').at(-1));
    };
    expect(await pathsAsked(`/v1/accounts/${accountId}/balances`)).toEqual(['balances']);
    expect((await pathsAsked(`/v1/accounts/${accountId}/transactions?bookingStatus=both`)).sort()).toEqual([
      'transactions',
      'transactions',
    ]);
  });

  const faults: ReferenceCoreFaults[] = [
    { status: 500 },
    { status: 502 },
    { malformed: true },
    { malformed: 'wrong-shape' },
    { drop: true },
    { hang: true },
    { latencyMs: 5_000 },
  ];
  it.each(faults)('answers 503 with Retry-After and counts nothing when the core fails with %o', async (fault) => {
    core.setFaults(fault);
    await pastTheBound();
    const response = await read(`/v1/accounts/${accountId}/balances`);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((response.body as { tppMessages: { code: string }[] }).tppMessages[0]?.code).toBe('INTERNAL_SERVER_ERROR');
  });

  it("/readyz says degraded and names the core once the reads' breaker opened", async () => {
    core.setFaults({ status: 500 });
    // Five faults open the breaker (D34); the reads' module and /readyz's must share it.
    for (let call = 0; call < 6; call += 1) {
      await pastTheBound();
      expect((await read(`/v1/accounts/${accountId}/balances`, true)).status).toBe(503);
    }
    const readiness = await fetch(`${app.baseUrl}/readyz`);
    expect([readiness.status, await readiness.json()]).toEqual([
      200,
      {
        status: 'degraded',
        database: 'reachable',
        migrations: 'applied',
        core: { accounts: 'unavailable', retryAfterSeconds: expect.any(Number) },
      },
    ]);
  });

  it('says on the payment approval page that the bank cannot show the accounts, and offers no approval', async () => {
    core.setFaults({ status: 503 });
    await pastTheBound();
    const created = await app.tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      body: JSON.stringify(payment),
      headers: { 'PSU-Context': 'PRIVATE' },
    });
    expect(created.status, created.text).toBe(201);
    const psu = headlessPsu(app.baseUrl);
    await psu.open((created.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href);
    const start = /href="(\/sca\/oidc\/start\?sca=[\w-]{22})"/.exec(psu.current()?.html ?? '')?.[1] ?? 'no button';
    const authorizationUrl = await bankRedirect(psu, app.baseUrl, start);
    const page = await psu.get(
      await signInAtIdentityProvider(authorizationUrl, { login: 'kari', password: 'correct horse' }),
    );
    expect(page.path).toBe('/sca/payment');
    expect(page.html).toContain('The bank cannot show your accounts right now. Please try again in a few minutes.');
    expect(page.html).not.toContain('name="debtorAccount"');
    expect(page.html).not.toContain('>Approve<');
  });

  it('recovers with the core: the failed reads were not counted, so four unattended reads are still allowed', async () => {
    core.setFaults({});
    // The breaker lets a trial call through after its pause (D34).
    await waitFor(async () => (await read(`/v1/accounts/${accountId}/balances`, true)).status === 200, 60_000);
    for (let call = 1; call <= 4; call += 1) {
      await pastTheBound();
      expect((await read(`/v1/accounts/${accountId}/balances`)).status).toBe(200);
    }
    expect((await read(`/v1/accounts/${accountId}/balances`)).status).toBe(429);
  });
});
