import { afterAll, expect, inject, it } from 'vitest';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { headlessPsu, inputValues, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { scaRedirectOf, tppMessage } from '@/e2e/fixtures/sandbox-tpp';
import { stateRecipes } from '@/lib/api-reference/state-recipes';
import { db } from '@/lib/db';
import { createAisTpp } from '@/tests/integration/support/ais-fixture';

// D16: every row of "How to produce each state" (the API reference) produced as the row says, through the
// signed API, the sandbox triggers and the PSU pages over HTTP only. Each test makes its own TPP, so that no consent or
// batch run of another row can stand in for its own.
const baseUrl = inject('baseUrl');
const ola = '12085592767';
const kari = '13039319955';
const external = { creditorName: 'Fjordkraft AS', creditorAccount: { bban: '15032080119' } };
const product = '/v1/payments/norwegian-domestic-credit-transfers';
type Links = Record<string, { href: string }>;

afterAll(async () => {
  await db.$disconnect();
});

async function world() {
  const tpp = await createAisTpp(['PSP_AI', 'PSP_PI']);
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    tpp.client.request(method, path, { headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const read = async (path: string, field: string) => {
    const response = await send('GET', path);
    expect(response.status, response.text).toBe(200);
    return (response.body as Record<string, unknown>)[field];
  };

  /** POST /v1/bank-offered-consents: the consent (received) and its links. */
  const newConsent = async () => {
    const response = await send('POST', '/v1/bank-offered-consents');
    expect(response.status, response.text).toBe(201);
    return response.body as { consentId: string; _links: Links };
  };
  /** A consent the PSU approved at the bank, with the PSU-ID the redirect carried. */
  const validConsent = async () => {
    const created = await newConsent();
    const back = await completeSca({ baseUrl, scaRedirect: created._links.scaRedirect!.href, customerNumber: ola });
    return { ...created, psuId: back.searchParams.get('psu-id') ?? '' };
  };
  /** A consent whose SCA the PSU cancelled at the bank. */
  const cancelledConsent = async () => {
    const created = await newConsent();
    await completeSca({
      baseUrl,
      scaRedirect: created._links.scaRedirect!.href,
      customerNumber: ola,
      decision: 'cancel',
    });
    return created;
  };
  const consentStatus = (consentId: string) => read(`/v1/consents/${consentId}/status`, 'consentStatus');
  const setConsentStatus = (consentId: string, status: string) =>
    send('PUT', `/v1/sandbox/consents/${consentId}/status`, { consentStatus: status });
  const accounts = (psuId: string, headers: Record<string, string> = {}) =>
    send('GET', '/v1/accounts', undefined, { 'PSU-ID': psuId, ...headers });

  /** POST of a single payment (RCVD) with its links; `corporate` initiates it in the corporate context. */
  const pay = async (amount = '12.50', body: object = external, isCorporate = false) => {
    const response = await send(
      'POST',
      product,
      { ...body, instructedAmount: { currency: 'NOK', amount } },
      { 'PSU-Context': isCorporate ? 'CORPORATE' : 'PRIVATE' },
    );
    expect(response.status, response.text).toBe(201);
    return response.body as { paymentId: string; _links: Links };
  };
  const paymentStatus = (paymentId: string) => read(`${product}/${paymentId}/status`, 'transactionStatus');
  const setPaymentStatus = (paymentId: string, status: string) =>
    send('PUT', `/v1/sandbox/payments/${paymentId}/status`, { status });
  const runBatch = (body?: unknown) => send('POST', '/v1/sandbox/batch-runs', body);

  /** A basket of one new payment; `corporate` initiates both in the corporate context. */
  const newBasket = async (isCorporate = false) => {
    const { paymentId } = await pay('7.25', external, isCorporate);
    const response = await send(
      'POST',
      '/v1/signing-baskets',
      { paymentIds: [paymentId] },
      { 'PSU-Context': isCorporate ? 'CORPORATE' : 'PRIVATE' },
    );
    expect(response.status, response.text).toBe(201);
    return { paymentId, ...(response.body as { basketId: string; _links: Links }) };
  };
  const basketStatus = (basketId: string) => read(`/v1/signing-baskets/${basketId}/status`, 'transactionStatus');

  return {
    send,
    newConsent,
    validConsent,
    cancelledConsent,
    consentStatus,
    setConsentStatus,
    accounts,
    pay,
    paymentStatus,
    setPaymentStatus,
    runBatch,
    newBasket,
    basketStatus,
  };
}

/** Opens an scaRedirect, signs in (picking the first corporate agreement when asked) and approves from the first account. */
async function approveAt(scaRedirect: string, customerNumber = ola): Promise<PsuPage> {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  let page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  if (page.path === '/sca/context')
    page = await psu.submit('/sca/actions/context', {
      context: 'CORPORATE',
      agreement: inputValues(page, 'agreement')[0] ?? '',
    });
  const step = page.path.startsWith('/sca/basket') ? 'basket' : 'payment';
  expect(page.path).toBe(`/sca/${step}`);
  return psu.submit(`/sca/actions/${step}`, { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' });
}

/** A payment the PSU approved (PDNG). */
async function approvedPayment(w: Awaited<ReturnType<typeof world>>, amount?: string, body?: object) {
  const created = await w.pay(amount, body);
  await approveAt(created._links.scaRedirect!.href);
  expect(await w.paymentStatus(created.paymentId)).toBe('PDNG');
  return created;
}

/** The status a PDNG payment reads after the bank's hold or stop (D24). */
async function movedByTheBank(status: 'onHold' | 'stopped') {
  const w = await world();
  const { paymentId } = await approvedPayment(w);
  expect((await w.setPaymentStatus(paymentId, status)).status).toBe(200);
  return w.paymentStatus(paymentId);
}

/** GET /v1/accounts once the sandbox has ended the PSU's valid consent. */
async function accountsAfterEnding(consentStatus: 'expired' | 'revokedByPsu') {
  const w = await world();
  const consent = await w.validConsent();
  expect((await w.setConsentStatus(consent.consentId, consentStatus)).status).toBe(200);
  return w.accounts(consent.psuId);
}

const producers: Record<string, () => Promise<void>> = {
  'consentStatus received': async () => {
    const w = await world();
    expect(await w.consentStatus((await w.newConsent()).consentId)).toBe('received');
  },
  'consentStatus valid': async () => {
    const w = await world();
    const consent = await w.validConsent();
    expect(await w.consentStatus(consent.consentId)).toBe('valid');
    expect((await w.accounts(consent.psuId)).status).toBe(200);
  },
  'consentStatus rejected': async () => {
    const w = await world();
    const created = await w.cancelledConsent();
    expect(await w.consentStatus(created.consentId)).toBe('rejected');
  },
  'consentStatus revokedByPsu': async () => {
    const w = await world();
    const consent = await w.validConsent();
    const revoked = await w.setConsentStatus(consent.consentId, 'revokedByPsu');
    expect(revoked.body).toEqual({ consentId: consent.consentId, consentStatus: 'revokedByPsu' });
    expect(await w.consentStatus(consent.consentId)).toBe('revokedByPsu');
  },
  'consentStatus expired': async () => {
    const w = await world();
    const consent = await w.validConsent();
    expect((await w.setConsentStatus(consent.consentId, 'expired')).status).toBe(200);
    expect(await w.consentStatus(consent.consentId)).toBe('expired');
    // Only a valid consent can be ended: the same again is refused and changes nothing.
    const again = await w.setConsentStatus(consent.consentId, 'revokedByPsu');
    expect([again.status, tppMessage(again).code]).toEqual([409, 'STATUS_INVALID']);
    expect(await w.consentStatus(consent.consentId)).toBe('expired');
  },
  'consentStatus terminatedByTpp': async () => {
    const w = await world();
    const consent = await w.validConsent();
    expect((await w.send('DELETE', `/v1/consents/${consent.consentId}`)).status).toBe(204);
    expect(await w.consentStatus(consent.consentId)).toBe('terminatedByTpp');
  },
  'transactionStatus RCVD': async () => {
    const w = await world();
    expect(await w.paymentStatus((await w.pay()).paymentId)).toBe('RCVD');
  },
  'transactionStatus PATC': async () => {
    const w = await world();
    const created = await w.pay('1234.50', external, true);
    await approveAt(created._links.scaRedirect!.href, kari);
    expect(await w.paymentStatus(created.paymentId)).toBe('PATC');
  },
  'transactionStatus PDNG': async () => {
    await approvedPayment(await world());
  },
  'transactionStatus ACWP': async () => {
    expect(await movedByTheBank('onHold')).toBe('ACWP');
  },
  'transactionStatus ACSC': async () => {
    const w = await world();
    const { paymentId } = await approvedPayment(w);
    expect(((await w.runBatch()).body as { executed: string[] }).executed).toContain(paymentId);
    expect(await w.paymentStatus(paymentId)).toBe('ACSC');
  },
  'transactionStatus ACCC': async () => {
    const w = await world();
    const listed = (await w.send('GET', '/v1/sandbox/customers?withAccounts=true')).body as {
      customers: { customerNumber: string; accounts: { iban: string }[] }[];
    };
    const iban = listed.customers.find((customer) => customer.customerNumber === kari)!.accounts[0]!.iban;
    const creditor = { creditorName: 'Kari Nordmann', creditorAccount: { iban } };
    const { paymentId } = await approvedPayment(w, '3.00', creditor);
    expect(((await w.runBatch()).body as { executed: string[] }).executed).toContain(paymentId);
    expect(await w.paymentStatus(paymentId)).toBe('ACCC');
  },
  'transactionStatus ACCP with fundsAvailable false': async () => {
    const w = await world();
    const { paymentId } = await approvedPayment(w, '900000000.00');
    expect(((await w.runBatch({ lastRunOfDay: true })).body as { rejected: string[] }).rejected).toContain(paymentId);
    expect((await w.send('GET', `${product}/${paymentId}/status`)).body).toEqual({
      transactionStatus: 'ACCP',
      fundsAvailable: false,
    });
  },
  'transactionStatus RJCT': async () => {
    expect(await movedByTheBank('stopped')).toBe('RJCT');
  },
  'transactionStatus CANC': async () => {
    const w = await world();
    const { paymentId } = await w.pay();
    expect((await w.send('DELETE', `${product}/${paymentId}`)).status).toBe(204);
    expect(await w.paymentStatus(paymentId)).toBe('CANC');
  },
  'basketStatus RCVD': async () => {
    const w = await world();
    expect(await w.basketStatus((await w.newBasket()).basketId)).toBe('RCVD');
  },
  'basketStatus PATC': async () => {
    const w = await world();
    const basket = await w.newBasket(true);
    await approveAt(basket._links.scaRedirect!.href, kari);
    expect(await w.basketStatus(basket.basketId)).toBe('PATC');
  },
  'basketStatus ACTC': async () => {
    const w = await world();
    const basket = await w.newBasket();
    await approveAt(basket._links.scaRedirect!.href);
    expect(await w.basketStatus(basket.basketId)).toBe('ACTC');
  },
  'basketStatus ACSC': async () => {
    const w = await world();
    const basket = await w.newBasket();
    await approveAt(basket._links.scaRedirect!.href);
    expect(((await w.runBatch()).body as { executed: string[] }).executed).toContain(basket.paymentId);
    expect(await w.basketStatus(basket.basketId)).toBe('ACSC');
  },
  'basketStatus RJCT': async () => {
    const w = await world();
    const basket = await w.newBasket();
    await approveAt(basket._links.scaRedirect!.href);
    expect((await w.setPaymentStatus(basket.paymentId, 'stopped')).status).toBe(200);
    expect(await w.basketStatus(basket.basketId)).toBe('RJCT');
  },
  'basketStatus CANC': async () => {
    const w = await world();
    const basket = await w.newBasket();
    expect((await w.send('DELETE', `/v1/signing-baskets/${basket.basketId}`)).status).toBe(204);
    expect(await w.basketStatus(basket.basketId)).toBe('CANC');
  },
  'scaStatus finalised': async () => {
    const w = await world();
    const consent = await w.validConsent();
    expect((await w.send('GET', consent._links.scaStatus!.href)).body).toMatchObject({ scaStatus: 'finalised' });
  },
  'scaStatus failed': async () => {
    const w = await world();
    const created = await w.cancelledConsent();
    expect((await w.send('GET', created._links.scaStatus!.href)).body).toMatchObject({ scaStatus: 'failed' });
  },
  'tppMessages CONSENT_EXPIRED': async () => {
    const response = await accountsAfterEnding('expired');
    expect([response.status, tppMessage(response).code]).toEqual([401, 'CONSENT_EXPIRED']);
    expect(scaRedirectOf(response)).toMatch(new RegExp(`^${baseUrl.replaceAll('.', '\\.')}/sca/`));
  },
  'tppMessages ACCESS_EXCEEDED': async () => {
    const w = await world();
    const consent = await w.validConsent();
    const list = (await w.accounts(consent.psuId)).body as { accounts: { resourceId: string }[] };
    const balances = () =>
      w.send('GET', `/v1/accounts/${list.accounts[0]!.resourceId}/balances`, undefined, { 'PSU-ID': consent.psuId });
    for (let call = 0; call < 4; call += 1) expect((await balances()).status).toBe(200);
    const refused = await balances();
    expect([refused.status, tppMessage(refused).code]).toEqual([429, 'ACCESS_EXCEEDED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  },
  'tppMessages CONSENT_UNKNOWN': async () => {
    const response = await accountsAfterEnding('revokedByPsu');
    expect([response.status, tppMessage(response).code]).toEqual([403, 'CONSENT_UNKNOWN']);
  },
  'tppMessages CANCELLATION_INVALID': async () => {
    const w = await world();
    const { paymentId } = await approvedPayment(w);
    const response = await w.send('DELETE', `${product}/${paymentId}`);
    expect([response.status, tppMessage(response).code]).toEqual([405, 'CANCELLATION_INVALID']);
    expect(await w.paymentStatus(paymentId)).toBe('PDNG');
  },
};

const rowName = (recipe: { field: string; state: string }) => `${recipe.field} ${recipe.state}`;

it('every row of "How to produce each state" has its test here, and every test its row', () => {
  expect(Object.keys(producers).sort()).toEqual(stateRecipes.map(rowName).sort());
});

for (const recipe of stateRecipes) {
  it(`${rowName(recipe)}: ${recipe.how.en}`, async () => {
    const produce = producers[rowName(recipe)];
    if (!produce) throw new Error(`No test produces ${rowName(recipe)}.`);
    await produce();
  });
}
