import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlessPsu, inputValues, type HeadlessPsu } from '@/e2e/fixtures/headless-psu';
import { importBankData } from '@/lib/bank-data-import/import-bank-data';
import { db } from '@/lib/db';
import { startFakeCore, type FakeCore } from '@/tests/integration/support/fake-core';
import { productionOidcEnv } from '@/tests/integration/support/production-oidc-env';
import { bankRedirect, signInAtIdentityProvider, type IdpAction } from '@/tests/integration/support/oidc-browser';
import {
  productionPublicUrl,
  startProductionApp,
  type ProductionApp,
} from '@/tests/integration/support/production-app';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '@/tests/integration/support/test-identity-provider';

// D32: in production the PSU signs in at the bank's OpenID Connect provider, here a real oidc-provider started by the
// test. The national identity number comes in the `nnin` claim (from userinfo: the ID token carries only sub).
const customerNumber = '15078510150';
const iban = 'NO7915062233017';
const users = [
  { login: 'ingrid', password: 'correct horse', claims: { nnin: customerNumber } },
  { login: 'stranger', password: 'battery staple', claims: { nnin: '15078510231' } },
];

let idp: TestIdentityProvider;
let app: ProductionApp;
let core: FakeCore;

beforeAll(async () => {
  const imported = await importBankData({
    document: {
      customers: [{ customerType: 'PRIVATE', customerNumber, customerName: 'Ingrid Produksjon' }],
      agreements: [{ agreementNumber: 'OIDC-AGR-1', ownerCustomerNumber: customerNumber }],
      accounts: [{ iban, currency: 'NOK', ownerCustomerNumber: customerNumber, name: 'Brukskonto' }],
      engagements: [{ agreementNumber: 'OIDC-AGR-1', customerNumber, iban, roles: ['OWNER', 'REGISTER', 'VIEW'] }],
      balances: [{ iban, balanceType: 'closingBooked', amount: '1000.00' }],
    },
    isPrune: false,
    now: new Date(),
  });
  expect(imported.kind).toBe('imported');
  idp = await startTestIdentityProvider(users);
  core = await startFakeCore();
  app = await startProductionApp({
    XS2A_CORE_PAYMENTS_URL: core.url,
    XS2A_CORE_INSTANT_WAIT_MS: '1000',
    ...productionOidcEnv(idp),
  });
  idp.register([`${productionPublicUrl}/sca/oidc/callback`, `${productionPublicUrl}/my-consents/oidc/callback`]);
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await idp?.stop();
  await core?.close();
  await db.$disconnect();
});

async function startConsentSca(
  headers: Record<string, string> = {},
): Promise<{ psu: HeadlessPsu; authorisationId: string; html: string }> {
  const created = await app.tpp.client.request('POST', '/v1/bank-offered-consents', {
    headers: { 'PSU-Context': 'PRIVATE', ...headers },
  });
  expect(created.status).toBe(201);
  const scaRedirect = (created.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href;
  const psu = headlessPsu(app.baseUrl);
  const page = await psu.open(scaRedirect);
  expect(page.path).toBe('/sca/sign-in');
  const consentId = (created.body as { consentId: string }).consentId;
  const authorisation = await db.authorisation.findFirstOrThrow({ where: { consentId } });
  return { psu, authorisationId: authorisation.id, html: page.html };
}

/** The sign-in page's BankID button: its start names the SCA (D17). */
const bankIdStart = (psu: HeadlessPsu) =>
  /href="(\/sca\/oidc\/start\?sca=[\w-]{22})"/.exec(psu.current()?.html ?? '')?.[1] ?? 'no BankID button';

/** The button, the provider, and back: where the bank sends the PSU after its callback. */
async function signInWithBankId(psu: HeadlessPsu, action: IdpAction, start = bankIdStart(psu)) {
  const authorizationUrl = await bankRedirect(psu, app.baseUrl, start);
  expect(authorizationUrl.startsWith(`${idp.issuer}/`)).toBe(true);
  const query = new URL(authorizationUrl).searchParams;
  // PKCE with S256, a state and a nonce on every sign-in.
  expect([query.get('response_type'), query.get('code_challenge_method'), query.get('scope')]).toEqual([
    'code',
    'S256',
    'openid nnin',
  ]);
  expect(query.get('state')).toMatch(/^[\w-]{43}$/);
  expect(query.get('nonce')).toMatch(/^[\w-]{43}$/);
  return psu.get(await signInAtIdentityProvider(authorizationUrl, action));
}

const scaOf = (authorisationId: string) =>
  db.authorisation.findUniqueOrThrow({
    where: { id: authorisationId },
    select: { scaStatus: true, failedAttempts: true, customerId: true },
  });

describe('PSU sign-in at the bank identity provider in production (D32)', () => {
  it('signs the PSU in, maps the national identity number to the customer, and the consent is approved and used', async () => {
    const { psu, html, authorisationId } = await startConsentSca();
    expect(html).toContain(`href="/sca/oidc/start?sca=${authorisationId}"`);
    expect(html).not.toContain('name="nationalIdentityNumber"');
    const consentPage = await signInWithBankId(psu, { login: 'ingrid', password: 'correct horse' });
    expect(consentPage.path).toBe('/sca/consent');
    // Production is reached over https (PUBLIC_URL): every cookie of the bank's pages is bound to its origin.
    expect([...psu.cookies.keys()].every((name) => name.startsWith('__Host-nordbank-'))).toBe(true);
    const decided = await psu.submit('/sca/actions/consent', { account: inputValues(consentPage, 'account') });
    const psuId = new URL(decided.tppReturnUrl ?? '').searchParams.get('psu-id');
    expect(psuId).toMatch(/^[0-9a-f-]{36}$/);

    const accounts = await app.tpp.client.request('GET', '/v1/accounts', { headers: { 'PSU-ID': psuId ?? '' } });
    expect(accounts.status).toBe(200);
    expect((accounts.body as { accounts: { iban: string }[] }).accounts.map((account) => account.iban)).toEqual([iban]);
  });

  it('approves on the web pages when the TPP prefers the app (TPP-Redirect-Preferred: false): no app handoff here', async () => {
    const { psu, authorisationId } = await startConsentSca({ 'TPP-Redirect-Preferred': 'false' });
    const consentPage = await signInWithBankId(psu, { login: 'ingrid', password: 'correct horse' });
    expect(consentPage.path).toBe('/sca/consent');
    expect(consentPage.html).not.toContain('Nordbank app (simulated)');
    expect((await scaOf(authorisationId)).scaStatus).toBe('PSU_AUTHENTICATED');
    const decided = await psu.submit('/sca/actions/consent', { account: inputValues(consentPage, 'account') });
    expect(decided.tppReturnUrl).toContain('psu-id=');
    expect((await scaOf(authorisationId)).scaStatus).toBe('FINALISED');
  });

  it('counts a failed sign-in at the provider and an unknown person as failed attempts; the third fails the SCA', async () => {
    const { psu, authorisationId } = await startConsentSca();
    const wrongPassword = await signInWithBankId(psu, { login: 'ingrid', password: 'wrong' });
    expect(wrongPassword.path).toBe('/sca/sign-in?error=identity-provider');
    expect(wrongPassword.html).toContain('The sign-in with BankID did not succeed');
    expect(await scaOf(authorisationId)).toMatchObject({ scaStatus: 'RECEIVED', failedAttempts: 1 });

    const stranger = await signInWithBankId(psu, { login: 'stranger', password: 'battery staple' });
    expect(stranger.path).toBe('/sca/sign-in?error=not-customer');
    expect(stranger.html).toContain('we could not find you as a customer');
    expect(await scaOf(authorisationId)).toMatchObject({ scaStatus: 'RECEIVED', failedAttempts: 2, customerId: null });

    const third = await signInWithBankId(psu, { login: 'ingrid', password: 'wrong again' });
    expect(third.path).toBe('/sca/return');
    expect(third.tppReturnUrl).toContain('code=PSU_CREDENTIALS_INVALID');
    expect((await scaOf(authorisationId)).scaStatus).toBe('FAILED');
  });

  it('ends the SCA as cancelled when the PSU cancels at the provider (access_denied)', async () => {
    const { psu, authorisationId } = await startConsentSca();
    const back = await signInWithBankId(psu, 'abort');
    expect(back.path).toBe('/sca/return');
    expect(back.tppReturnUrl).toContain('code=CONSENT_INVALID');
    expect(back.tppReturnUrl).toContain('cancelled');
    expect(await scaOf(authorisationId)).toMatchObject({ scaStatus: 'FAILED', failedAttempts: 0 });
  });

  it('ignores a callback that is not this browser sign-in (wrong state, or no sign-in cookie): nothing counted', async () => {
    const { psu, authorisationId } = await startConsentSca();
    const forged = await psu.get('/sca/oidc/callback?code=stolen&state=not-the-state');
    expect(forged.path).toBe('/sca/sign-in?error=identity-provider');
    const authorizationUrl = await bankRedirect(psu, app.baseUrl, `/sca/oidc/start?sca=${authorisationId}`);
    const callback = await signInAtIdentityProvider(authorizationUrl, { login: 'ingrid', password: 'correct horse' });
    psu.cookies.delete(`__Host-nordbank-oidc-sca-${authorisationId}`);
    expect((await psu.get(callback)).path).toBe('/sca/sign-in?error=identity-provider');
    expect(await scaOf(authorisationId)).toMatchObject({ scaStatus: 'RECEIVED', failedAttempts: 0, customerId: null });
  });

  it('with two SCAs open in one browser (D17), each sign-in started at the provider comes back to its own SCA, and only to that one', async () => {
    const links = [];
    for (let index = 0; index < 2; index++) {
      const created = await app.tpp.client.request('POST', '/v1/bank-offered-consents', {
        headers: { 'PSU-Context': 'PRIVATE' },
      });
      const { consentId, _links } = created.body as { consentId: string; _links: { scaRedirect: { href: string } } };
      links.push({
        scaRedirect: _links.scaRedirect.href,
        authorisationId: (await db.authorisation.findFirstOrThrow({ where: { consentId } })).id,
      });
    }
    const [first, second] = links as [(typeof links)[0], (typeof links)[0]];
    const psu = headlessPsu(app.baseUrl);
    await psu.open(first.scaRedirect);
    await psu.open(second.scaRedirect);
    // Both tabs go to the provider before either comes back.
    const firstAtProvider = await bankRedirect(psu, app.baseUrl, `/sca/oidc/start?sca=${first.authorisationId}`);
    const secondAtProvider = await bankRedirect(psu, app.baseUrl, `/sca/oidc/start?sca=${second.authorisationId}`);
    const firstBack = await psu.get(
      await signInAtIdentityProvider(firstAtProvider, { login: 'ingrid', password: 'correct horse' }),
    );
    expect([firstBack.path, firstBack.sca]).toEqual(['/sca/consent', first.authorisationId]);
    expect((await scaOf(first.authorisationId)).customerId).not.toBeNull();
    expect(await scaOf(second.authorisationId)).toMatchObject({
      scaStatus: 'RECEIVED',
      failedAttempts: 0,
      customerId: null,
    });
    const secondBack = await psu.get(
      await signInAtIdentityProvider(secondAtProvider, { login: 'ingrid', password: 'wrong' }),
    );
    expect([secondBack.path, secondBack.sca]).toEqual(['/sca/sign-in?error=identity-provider', second.authorisationId]);
    expect(await scaOf(second.authorisationId)).toMatchObject({
      scaStatus: 'RECEIVED',
      failedAttempts: 1,
      customerId: null,
    });
    // A return that is neither's, in a browser holding both: nothing tells which tab it is, so it changes nothing.
    const forged = await psu.get('/sca/oidc/callback?code=stolen&state=not-the-state');
    expect(forged.path).toBe('/sca/ended?reason=session-expired');
    expect(await scaOf(second.authorisationId)).toMatchObject({ failedAttempts: 1, customerId: null });
  });

  it('hands a payment approved after the BankID sign-in to the core through the outbox instead of executing it here', async () => {
    const body = {
      creditorName: 'Fjordkraft AS',
      creditorAccount: { bban: '15032080119' },
      instructedAmount: { currency: 'NOK', amount: '42.00' },
    };
    const created = await app.tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      body: JSON.stringify(body),
      headers: { 'PSU-Context': 'PRIVATE' },
    });
    expect(created.status, created.text).toBe(201);
    const { paymentId, _links } = created.body as { paymentId: string; _links: { scaRedirect: { href: string } } };
    const psu = headlessPsu(app.baseUrl);
    await psu.open(_links.scaRedirect.href);
    const approvalPage = await signInWithBankId(psu, { login: 'ingrid', password: 'correct horse' });
    expect(approvalPage.path).toBe('/sca/payment');
    const done = await psu.submit('/sca/actions/payment', {
      debtorAccount: inputValues(approvalPage, 'debtorAccount')[0] ?? '',
    });
    expect(done.tppReturnUrl).toContain('psu-id=');
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('PDNG');
    // The dispatcher's next round hands it over; the approval did not (not an instant payment).
    expect(await db.paymentOutbox.findUnique({ where: { paymentId } })).toMatchObject({
      status: expect.stringMatching(/^(PENDING|DELIVERED)$/),
    });
    expect(await db.transaction.count({ where: { paymentId } })).toBe(0);
  });

  /** An instant payment approved after the BankID sign-in; the TPP's status read right after the redirect. */
  async function approveInstant(): Promise<{ paymentId: string; status: unknown }> {
    const created = await app.tpp.client.request(
      'POST',
      '/v1/payments/instant-norwegian-domestic-credit-transfers-straks',
      {
        body: JSON.stringify({
          creditorName: 'Fjordkraft AS',
          creditorAccount: { bban: '15032080119' },
          instructedAmount: { currency: 'NOK', amount: '12.00' },
        }),
        headers: { 'PSU-Context': 'PRIVATE' },
      },
    );
    expect(created.status, created.text).toBe(201);
    const { paymentId, _links } = created.body as {
      paymentId: string;
      _links: { scaRedirect: { href: string }; status: { href: string } };
    };
    const psu = headlessPsu(app.baseUrl);
    await psu.open(_links.scaRedirect.href);
    const approvalPage = await signInWithBankId(psu, { login: 'ingrid', password: 'correct horse' });
    const done = await psu.submit('/sca/actions/payment', {
      debtorAccount: inputValues(approvalPage, 'debtorAccount')[0] ?? '',
    });
    expect(done.tppReturnUrl).toContain('psu-id=');
    return { paymentId, status: (await app.tpp.client.request('GET', _links.status.href)).body };
  }

  /** Approves an instant payment while the core answers `answer` at handoff; its status read and its handoffs. */
  async function approveInstantWhileCoreAnswers(answer: string) {
    core.statusAtHandoff = answer;
    try {
      const { paymentId, status } = await approveInstant();
      return { status, handoffs: core.handoffs.filter((handoff) => handoff.paymentId === paymentId) };
    } finally {
      core.statusAtHandoff = null;
    }
  }

  it('reads an instant payment executed by a core that answers at once as final right after the redirect (D23, D32)', async () => {
    const { status, handoffs } = await approveInstantWhileCoreAnswers('ACSC');
    expect(status).toEqual({ transactionStatus: 'ACSC' });
    expect(handoffs).toHaveLength(1);
  });

  it.each(['ACTC', 'ACSP'])('reads PDNG, never %s, when that is what the core answers', async (answer) => {
    const { status, handoffs } = await approveInstantWhileCoreAnswers(answer);
    expect(status).toEqual({ transactionStatus: 'PDNG' });
    expect(handoffs).toHaveLength(1);
  });

  it('reads PDNG after the bounded wait when the core does not answer the status reads', async () => {
    let answer = () => undefined as void;
    core.statusReadsWaitFor = new Promise((resolve) => (answer = resolve));
    try {
      const { status } = await approveInstant();
      expect(status).toEqual({ transactionStatus: 'PDNG' });
    } finally {
      core.statusReadsWaitFor = null;
      answer();
    }
  });

  it('signs the PSU in to "My consents" the same way and lists the consent given above', async () => {
    const psu = headlessPsu(app.baseUrl);
    const signInPage = await psu.get('/my-consents');
    expect(signInPage.html).toContain('href="/my-consents/oidc/start"');
    const unknown = await signInWithBankId(
      psu,
      { login: 'stranger', password: 'battery staple' },
      '/my-consents/oidc/start',
    );
    expect(unknown.path).toBe('/my-consents?error=not-customer');
    expect(unknown.html).toContain('we could not find you as a private customer');
    const page = await signInWithBankId(psu, { login: 'ingrid', password: 'correct horse' }, '/my-consents/oidc/start');
    expect(page.path).toBe('/my-consents');
    expect(page.html).toContain('Ingrid Produksjon');
    expect(page.html).toContain('Production TPP AS');
  });
});
