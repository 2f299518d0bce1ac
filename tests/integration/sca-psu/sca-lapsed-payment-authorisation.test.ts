import { describe, expect, inject, it } from 'vitest';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { db } from '@/lib/db';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { failSignInThreeTimes } from '@/tests/integration/support/fail-sign-in-three-times';
import { tokenOf } from '@/tests/integration/support/started-sca';
import { bankTomorrow, paymentTppOfFile } from '@/tests/integration/support/payment-fixture-api';

// D22, D23, D25: an SCA that lapsed (three failed sign-ins) rejects a payment only when nothing else can still
// authorise it: a newer authorisation of the payment, or the open SCA of its basket, goes on. One whose link expired
// unopened rejects nothing: the TPP may start a new authorisation. The PSU's own Cancel still rejects the payment.
const baseUrl = inject('baseUrl');
const tpp = paymentTppOfFile();

const tomorrow = bankTomorrow();
const body = {
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
  instructedAmount: { currency: 'NOK', amount: '100.00' },
  requestedExecutionDate: tomorrow,
};
const product = '/v1/payments/norwegian-domestic-credit-transfers';
/** The sandbox's private customers may also act for a company: PSU-Context spares them the picker. */
const privately = { 'PSU-Context': 'PRIVATE' };

type Started = { scaRedirect: string; authorisationId: string };
const startedOf = (response: { status: number; text: string; body: unknown }): Started => {
  if (response.status !== 201) throw new Error(`answered ${response.status}: ${response.text}`);
  const links = (response.body as { _links: { scaRedirect: { href: string }; scaStatus: { href: string } } })._links;
  return { scaRedirect: links.scaRedirect.href, authorisationId: links.scaStatus.href.split('/').at(-1) ?? '' };
};

async function initiate(): Promise<Started & { paymentId: string }> {
  const response = await tpp.post(product, body, privately);
  return { ...startedOf(response), paymentId: (response.body as { paymentId: string }).paymentId };
}

const newAuthorisation = async (paymentId: string) =>
  startedOf(await tpp.post(`${product}/${paymentId}/authorisations`, {}, privately));

async function basketOf(paymentIds: string[]): Promise<Started & { basketId: string }> {
  const response = await tpp.post('/v1/signing-baskets', { paymentIds }, privately);
  return { ...startedOf(response), basketId: (response.body as { basketId: string }).basketId };
}

const expire = (authorisationId: string) =>
  db.authorisation.update({ where: { id: authorisationId }, data: { linkExpiresAt: new Date(Date.now() - 1000) } });
const openExpired = async (scaRedirect: string) => {
  const response = await fetch(`${baseUrl}/sca/${tokenOf(scaRedirect)}`, { redirect: 'manual' });
  expect(response.headers.get('location')).toBe(`/sca/ended?reason=link-expired&link=${tokenOf(scaRedirect)}`);
};
const statusOf = async (paymentId: string) => (await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status;
const scaOf = async (authorisationId: string) =>
  (await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId } })).scaStatus;

/** Signs in as the sandbox's private customer and approves from the first account offered. */
async function approve(scaRedirect: string, decision: '/sca/actions/payment' | '/sca/actions/basket') {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
  return psu.submit(decision, { debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '' });
}

describe('an expired link of a payment that can still be authorised', () => {
  it('opened after a new authorisation: only the old SCA fails; the payment stays RCVD and the PSU approves it on the new link', async () => {
    const payment = await initiate();
    await expire(payment.authorisationId);
    const fresh = await newAuthorisation(payment.paymentId);
    await openExpired(payment.scaRedirect);
    expect(await scaOf(payment.authorisationId)).toBe('FAILED');
    expect(await statusOf(payment.paymentId)).toBe('RCVD');
    expect((await approve(fresh.scaRedirect, '/sca/actions/payment')).tppReturnUrl).toContain('psu-id=');
    expect(await statusOf(payment.paymentId)).toBe('PDNG');
  });

  it('of a payment now in a basket: the payment stays RCVD and the basket is approved whole', async () => {
    const [first, second] = [await initiate(), await initiate()];
    const basket = await basketOf([first.paymentId, second.paymentId]);
    await expire(first.authorisationId);
    // D25: the payment's own SCA ended when it joined the basket; its link says so, and decides nothing.
    expect((await headlessPsu(baseUrl).open(first.scaRedirect)).path).toMatch(/^\/sca\/ended\?reason=withdrawn/);
    expect(await statusOf(first.paymentId)).toBe('RCVD');
    expect((await tpp.client.request('GET', `/v1/signing-baskets/${basket.basketId}/status`)).body).toEqual({
      transactionStatus: 'RCVD',
    });
    expect((await approve(basket.scaRedirect, '/sca/actions/basket')).tppReturnUrl).toContain('psu-id=');
    expect([await statusOf(first.paymentId), await statusOf(second.paymentId)]).toEqual(['PDNG', 'PDNG']);
  });

  it('three failed sign-ins on the old link while a new one is open: the payment stays RCVD', async () => {
    const payment = await initiate();
    // From an address of its own: D19 counts refused sign-ins per client address.
    const browser = browserAt();
    // D17: the link leads to the sign-in page of its own SCA (`?sca=`). Opened, it is not taken over (D22).
    await browser.get((await browser.get(new URL(payment.scaRedirect).pathname)).headers.location ?? '');
    const fresh = await newAuthorisation(payment.paymentId);
    for (const number of ['99999999999', '99999999998', '99999999997'])
      await browser.post('/sca/actions/sign-in', { nationalIdentityNumber: number });
    expect(await scaOf(payment.authorisationId)).toBe('FAILED');
    expect(await statusOf(payment.paymentId)).toBe('RCVD');
    expect(await scaOf(fresh.authorisationId)).toBe('RECEIVED');
  });
});

describe('an expired link with nothing else to authorise the payment (D22)', () => {
  it('opened: only its SCA fails; the payment stays RCVD and a new authorisation is approved', async () => {
    const payment = await initiate();
    await expire(payment.authorisationId);
    await openExpired(payment.scaRedirect);
    expect(await scaOf(payment.authorisationId)).toBe('FAILED');
    expect(await statusOf(payment.paymentId)).toBe('RCVD');
    const fresh = await newAuthorisation(payment.paymentId);
    expect((await approve(fresh.scaRedirect, '/sca/actions/payment')).tppReturnUrl).toContain('psu-id=');
    expect(await statusOf(payment.paymentId)).toBe('PDNG');
  });

  it('a newer authorisation whose link expired unopened too: both fail, the payment stays RCVD', async () => {
    const payment = await initiate();
    // Expired first: an unopened SCA still open would be taken over instead (D22).
    await expire(payment.authorisationId);
    const fresh = await newAuthorisation(payment.paymentId);
    await expire(fresh.authorisationId);
    await openExpired(payment.scaRedirect);
    await openExpired(fresh.scaRedirect);
    expect([await scaOf(payment.authorisationId), await scaOf(fresh.authorisationId)]).toEqual(['FAILED', 'FAILED']);
    expect(await statusOf(payment.paymentId)).toBe('RCVD');
  });

  it('an expired basket link with no other authorisation of the basket: its payments stay RCVD', async () => {
    const [first, second] = [await initiate(), await initiate()];
    const basket = await basketOf([first.paymentId, second.paymentId]);
    await expire(basket.authorisationId);
    await openExpired(basket.scaRedirect);
    expect(await scaOf(basket.authorisationId)).toBe('FAILED');
    expect([await statusOf(first.paymentId), await statusOf(second.paymentId)]).toEqual(['RCVD', 'RCVD']);
  });
});

describe('a failed SCA with nothing else to authorise the payment (D23)', () => {
  it('three failed sign-ins, no other authorisation: the payment is rejected', async () => {
    const payment = await initiate();
    await failSignInThreeTimes(payment.scaRedirect);
    expect(await scaOf(payment.authorisationId)).toBe('FAILED');
    expect(await statusOf(payment.paymentId)).toBe('RJCT');
  });

  it('the PSU’s Cancel rejects the payment though another authorisation is open: the PSU refused it', async () => {
    const payment = await initiate();
    const psu = headlessPsu(baseUrl);
    // Opened before the new authorisation starts, so that one does not take it over (D22).
    await psu.open(payment.scaRedirect);
    await newAuthorisation(payment.paymentId);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
    const back = await psu.submit('/sca/actions/cancel', { confirmed: 'yes' });
    expect(new URL(back.tppReturnUrl ?? '').searchParams.get('message')).toBe('The customer cancelled the payment.');
    expect(await statusOf(payment.paymentId)).toBe('RJCT');
  });
});
