import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { headlessPsu } from '@/e2e/fixtures/headless-psu';
import { db } from '@/lib/db';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { createPaymentTpp } from './support/payment-fixture-api';

// D29: opening the link starts the SCA's only session, of 15 minutes. A PSU who let it end (a phone call, a tab left
// open) and opens the link again is told that the request was not completed and given the way back to the TPP with
// the failure; the SCA fails then, instead of staying open with no browser able to finish it.
const baseUrl = inject('baseUrl');
type PaymentTpp = Awaited<ReturnType<typeof createPaymentTpp>>;
let tpp: PaymentTpp;

beforeAll(async () => {
  tpp = await createPaymentTpp(['PSP_AI', 'PSP_PI']);
});

afterAll(async () => {
  await db.$disconnect();
});

const ola = '12085592767';
const privately = { 'PSU-Context': 'PRIVATE' };
const product = '/v1/payments/norwegian-domestic-credit-transfers';
const tomorrow = bankDate(new Date(Date.now() + 86_400_000));
const paymentBody = { creditorName: 'Fjordkraft AS', creditorAccount: { bban: '15032080119' }, instructedAmount: { currency: 'NOK', amount: '100.00' }, requestedExecutionDate: tomorrow };

type Started = { scaRedirect: string; authorisationId: string; id: string };

function startedOf(response: { status: number; text: string; body: unknown }, idName: 'consentId' | 'paymentId'): Started {
  if (response.status !== 201) throw new Error(`answered ${response.status}: ${response.text}`);
  const body = response.body as Record<string, string> & { _links: { scaRedirect: { href: string }; scaStatus?: { href: string } } };
  return { scaRedirect: body._links.scaRedirect.href, authorisationId: body._links.scaStatus?.href.split('/').at(-1) ?? '', id: body[idName] ?? '' };
}

const tokenOf = (scaRedirect: string) => new URL(scaRedirect).pathname.split('/').pop() ?? '';

/** The PSU opens the link and signs in, then leaves the page for longer than the session lives. */
async function openSignInAndLeave(scaRedirect: string, authorisationId: string): Promise<void> {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: ola });
  const ended = new Date(Date.now() - 15 * 60_000 - 1000);
  await db.authorisation.update({ where: { id: authorisationId }, data: { linkUsedAt: ended } });
  await db.psuWebSession.updateMany({ where: { authorisationId }, data: { expiresAt: new Date(Date.now() - 1000) } });
}

/** Opens the link again in a browser whose session cookie has gone (its Max-Age was the session's). */
async function openAgain(scaRedirect: string): Promise<{ location: string | null; html: string }> {
  const response = await fetch(`${baseUrl}/sca/${tokenOf(scaRedirect)}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  const page = await fetch(new URL(location ?? '/', baseUrl));
  return { location, html: await page.text() };
}

function backToTpp(html: string): Record<string, string> | null {
  const href = /<a href="(https:\/\/tpp\.example[^"]+)"/.exec(html)?.[1];
  return href ? Object.fromEntries(new URL(href.replaceAll('&amp;', '&')).searchParams) : null;
}

describe('a used link whose session has ended', () => {
  it('of a consent: "not completed" with the way back to the TPP, which learns why; the SCA fails and the consent is rejected', async () => {
    const consent = startedOf(await tpp.client.request('POST', '/v1/bank-offered-consents', { headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', ...privately } }), 'consentId');
    const { id: authorisationId } = await db.authorisation.findFirstOrThrow({ where: { consentId: consent.id } });
    await openSignInAndLeave(consent.scaRedirect, authorisationId);

    const again = await openAgain(consent.scaRedirect);
    expect(again.location).toBe(`/sca/ended?reason=link-used&link=${tokenOf(consent.scaRedirect)}`);
    expect(again.html).toContain('The request was not completed: nothing was approved.');
    expect(again.html).not.toContain('still open');
    expect(backToTpp(again.html)).toEqual({ system: 'SCA', status: '401', code: 'CONSENT_INVALID', message: 'The customer did not finish within 15 minutes of opening the authorisation link.' });
    const row = await db.authorisation.findUniqueOrThrow({ where: { id: authorisationId }, select: { scaStatus: true, sessionEndedAt: true, consent: { select: { status: true } } } });
    expect(row).toMatchObject({ scaStatus: 'FAILED', consent: { status: 'rejected' } });
    expect(row.sessionEndedAt).not.toBeNull();
  });

  it('of a payment: the way back says PAYMENT_FAILED and why, and the payment, which nothing else can authorise, is rejected', async () => {
    const payment = startedOf(await tpp.post(product, paymentBody, privately), 'paymentId');
    await openSignInAndLeave(payment.scaRedirect, payment.authorisationId);

    const again = await openAgain(payment.scaRedirect);
    expect(backToTpp(again.html)).toMatchObject({ system: 'SCA', status: '400', code: 'PAYMENT_FAILED', message: 'The customer did not finish within 15 minutes of opening the authorisation link.' });
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('RJCT');
  });

  it('while the session lives, another browser is still told the request is open where it was opened', async () => {
    const payment = startedOf(await tpp.post(product, paymentBody, privately), 'paymentId');
    const psu = headlessPsu(baseUrl);
    await psu.open(payment.scaRedirect);
    const again = await openAgain(payment.scaRedirect);
    expect(again.html).toContain('still open in the window where the link was first opened');
    expect((await db.authorisation.findUniqueOrThrow({ where: { id: payment.authorisationId } })).scaStatus).toBe('RECEIVED');
  });

  it('no longer holds its payment: a later authorisation that lapses rejects the payment', async () => {
    const payment = startedOf(await tpp.post(product, paymentBody, privately), 'paymentId');
    await openSignInAndLeave(payment.scaRedirect, payment.authorisationId);
    const fresh = startedOf(await tpp.post(`${product}/${payment.id}/authorisations`, {}, privately), 'paymentId');
    await db.authorisation.update({ where: { id: fresh.authorisationId }, data: { linkExpiresAt: new Date(Date.now() - 1000) } });
    expect((await openAgain(fresh.scaRedirect)).location).toBe(`/sca/ended?reason=link-expired&link=${tokenOf(fresh.scaRedirect)}`);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe('RJCT');
  });
});
