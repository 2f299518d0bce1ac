import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';
import { hashSecretToken } from '@/lib/web/secret-token';
import { sessionCookieName } from '@/lib/psu/sessions/session-cookie';
import { headlessPsu, type HeadlessPsu } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import {
  createTestPayment,
  type TestPaymentInput,
  approveWithFirstAccount,
} from '@/tests/integration/support/payment-fixture-psu';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';

// Release 1.17.1, single SCA in the PISP-only journey (D23): within an active TPP session, a payment SCA for that
// session's PSU skips the sign-in in the browser where that PSU signed in; the dynamically linked approval page is
// still shown. Any other browser signs in.
const baseUrl = inject('baseUrl');
let tpp: NamedTpp;
let tppId: string;
let psuId: string;
/** The browser in which the session's PSU signed in. */
let psuBrowser: HeadlessPsu;
const sessionId = 'pisp-session-1';

beforeAll(async () => {
  tpp = await initializedTpp(baseUrl, { roles: ['PSP_PI'] });
  tppId = (await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } })).id;
  const first = await pay({ tppSessionId: sessionId });
  psuBrowser = headlessPsu(baseUrl);
  await psuBrowser.open(first.scaRedirect);
  const page = await psuBrowser.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
  const back = await approveWithFirstAccount(psuBrowser, page);
  psuId = new URL(back.tppReturnUrl ?? '').searchParams.get('psu-id') ?? '';
});

afterAll(async () => {
  await db.$disconnect();
});

const pay = (psu: TestPaymentInput['psu']) =>
  createTestPayment({ organizationIdentifier: tpp.organizationIdentifier, psu: { psuContext: 'PRIVATE', ...psu } });
const landing = async (scaRedirect: string, browser: HeadlessPsu = psuBrowser) =>
  (await browser.open(scaRedirect)).path;

describe('single SCA in an active TPP session', () => {
  it('the session’s PSU goes straight to the approval page and approves there', async () => {
    const created = await pay({ tppSessionId: sessionId, psuId });
    const page = await psuBrowser.open(created.scaRedirect);
    expect(page.path).toBe('/sca/payment');
    expect(page.html).toMatch(/NOK\s1,234\.50/);
    await approveWithFirstAccount(psuBrowser, page);
    expect((await db.payment.findUniqueOrThrow({ where: { id: created.paymentId } })).status).toBe('PDNG');
  });

  it('signs in as usual in any other browser: the TPP holds the session id and the link, not the PSU’s sign-in', async () => {
    const created = await pay({ tppSessionId: sessionId, psuId });
    expect(await landing(created.scaRedirect, headlessPsu(baseUrl))).toBe('/sca/sign-in');
  });

  it('the mark of a sign-in at SCA is no "My consents" sign-in, in whichever cookie it is sent', async () => {
    const mark = psuBrowser.cookies.get(sessionCookieName('signed-in')) ?? '';
    // A portal session of the TPP's developer, which the sandbox's "My consents" needs (D17): only the mark is wrong.
    const { cookie: portalCookie } = await signedInDeveloper({ linkedTo: tpp.organizationIdentifier });
    const html = await (
      await fetch(`${baseUrl}/my-consents`, {
        headers: { cookie: `${sessionCookieName('my-consents')}=${mark}; ${portalCookie}` },
      })
    ).text();
    expect(html).toContain('action="/my-consents/actions/sign-in"');
    expect(html).not.toContain('action="/my-consents/actions/sign-out"');
  });

  it('signs in as usual where the browser’s sign-in is over an hour old', async () => {
    const created = await pay({ tppSessionId: sessionId, psuId });
    const mark = psuBrowser.cookies.get(sessionCookieName('signed-in'));
    expect(mark).toBeDefined();
    await db.psuWebSession.update({
      where: { tokenHash: hashSecretToken(mark ?? '') },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await landing(created.scaRedirect)).toBe('/sca/sign-in');
    // Signing in marks the browser again, and the next payment in the session is spared the sign-in (the cases below
    // need that mark).
    const page = await psuBrowser.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
    await approveWithFirstAccount(psuBrowser, page);
    expect(await landing((await pay({ tppSessionId: sessionId, psuId })).scaRedirect)).toBe('/sca/payment');
  });

  it.each([
    ['another session id', async () => ({ tppSessionId: 'pisp-session-2', psuId })],
    ['no PSU-ID', async () => ({ tppSessionId: sessionId })],
    [
      'another PSU’s PSU-ID',
      async () => ({
        tppSessionId: sessionId,
        psuId: await psuIdFor({
          tppId,
          customerId: (
            await db.customer.findUniqueOrThrow({
              where: { tppId_customerNumber: { tppId, customerNumber: '13039319955' } },
            })
          ).id,
        }),
      }),
    ],
  ])('signs in as usual with %s', async (_name, headers) => {
    expect(await landing((await pay(await headers())).scaRedirect)).toBe('/sca/sign-in');
  });

  it('signs in as usual once the session has expired', async () => {
    const created = await pay({ tppSessionId: sessionId, psuId });
    await db.tppSession.updateMany({ where: { tppId, sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await landing(created.scaRedirect)).toBe('/sca/sign-in');
  });
});

// Last: completing this SCA invalidates the PSU's other sessions, pisp-session-1 among them (spec "TPP session rules").
describe('the PISP-only journey', () => {
  it('after GET /v1/user identified the PSU in a session (the PISP-only journey), the payment skips the sign-in', async () => {
    const headers = { 'TPP-Redirect-URI': 'https://tpp.example/identified', 'TPP-Session-ID': 'user-session-1' };
    const unidentified = await tpp.client.request('GET', '/v1/user', { headers });
    expect(unidentified.status).toBe(401);
    const psu = headlessPsu(baseUrl);
    await psu.open((unidentified.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
    await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    const identified = await psu.submit('/sca/actions/confirm', {});
    const userPsuId = new URL(identified.tppReturnUrl ?? '').searchParams.get('psu-id') ?? '';
    expect(userPsuId).toBe(psuId);
    const created = await pay({ tppSessionId: 'user-session-1', psuId: userPsuId });
    expect(await landing(created.scaRedirect, psu)).toBe('/sca/payment');
  });
});
