import { describe, expect, inject, it } from 'vitest';
import { approveConsent } from '@/lib/consents/approve-consent';
import { listAvailableAccounts } from '@/lib/consents/available-accounts';
import { db } from '@/lib/db';
import { xs2aMetrics } from '@/lib/observability/metrics';
import { signInCounterKeys } from '@/lib/psu/sign-in-throttle/sign-in-counter-keys';
import { chooseScaContext } from '@/lib/sca/choose-sca-context';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { scaRedirectOf } from '@/e2e/fixtures/sandbox-tpp';
import { initializedTppOfFile } from '@/tests/integration/support/initialized-tpp-of-file';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { createTestPayment } from '@/tests/integration/support/payment-fixture-psu';
import { startBankOfferedConsent } from '@/tests/integration/support/started-sca';

// D29: sign-in failures that explain themselves, the context picker until the approval, a return page that forwards
// once, and dead ends with the status of what happened.
const baseUrl = inject('baseUrl');
const kari = '13039319955';
const fjordbygg = '18129215603';
const tpp = initializedTppOfFile();

const newConsent = (headers: Record<string, string> = {}) =>
  startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=f1', ...headers });

const flowOf = (consentId: string) => db.authorisation.findFirstOrThrow({ where: { consentId } });

/** This process's count of finalised consent SCAs (the approvals these tests call directly count here). */
async function finalisedConsentScas(): Promise<number> {
  const { values } = await xs2aMetrics().scaOutcomes.get();
  return values.find(({ labels }) => labels.kind === 'consent' && labels.outcome === 'finalised')?.value ?? 0;
}

describe("a company's number at the SCA sign-in", () => {
  it.each([
    ['the sandbox corporate customer (11 digits)', fjordbygg],
    ['an organisation number (9 digits)', '923 609 016'],
  ])(
    '%s is guidance: no attempt used, nothing counted by the throttle, the number shown again only to this session',
    async (_name, number) => {
      const browser = browserAt();
      const { scaRedirect, consentId } = await newConsent();
      // D17: the link leads to the sign-in page of its own SCA (`?sca=`).
      await browser.get((await browser.get(new URL(scaRedirect).pathname)).headers.location ?? '');
      const refused = await browser.post('/sca/actions/sign-in', { nationalIdentityNumber: number });
      const location = refused.headers.location ?? '';
      expect(location).toMatch(/^\/sca\/sign-in\?error=company&typed=[\w-]+&sca=[\w-]{22}$/);
      expect(location).not.toContain(number.replaceAll(' ', '').slice(0, 6));
      expect(await flowOf(consentId)).toMatchObject({ scaStatus: 'RECEIVED', failedAttempts: 0 });
      const { clientKey } = signInCounterKeys({
        clientAddress: browser.address,
        customerNumber: null,
        sandboxWorld: null,
      });
      expect(await db.rateLimitCounter.count({ where: { key: clientKey } })).toBe(0);

      const page = await browser.get(location);
      expect(page.html).toContain(`value="${number}"`);
      expect(page.html).not.toContain('attempts left');
      // Another browser with the same address bar gets no number: the seal is bound to the session.
      const stranger = browserAt();
      const { scaRedirect: otherLink } = await newConsent();
      await stranger.get(new URL(otherLink).pathname);
      expect((await stranger.get(location)).html).not.toContain(`value="${number}"`);
    },
  );
});

describe('the context picker until the approval', () => {
  async function atConsentPage(context: 'PRIVATE' | 'CORPORATE') {
    const link = await newConsent();
    const psu = headlessPsu(baseUrl);
    await psu.open(link.scaRedirect);
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari })).path).toBe('/sca/context');
    const page = await psu.submit('/sca/actions/context', { context });
    expect(page.path).toBe('/sca/consent');
    return { ...link, psu, page };
  }

  /** The SCA flow of a consent at its decision page in `context`, and the accounts it offers there. */
  async function flowAtConsentPage(context: 'PRIVATE' | 'CORPORATE') {
    const { consentId } = await atConsentPage(context);
    const { id } = await flowOf(consentId);
    const flow = await getScaFlow(id);
    if (!flow?.customerId) throw new Error('no flow');
    const { tppId, customerId, agreementId } = flow;
    const accounts = await listAvailableAccounts({ tppId, customerId, context, agreementId });
    return { consentId, id, flow, accounts };
  }

  it('a chosen context can be chosen again from the decision page; after the approval it cannot', async () => {
    const { psu, consentId } = await atConsentPage('CORPORATE');
    expect(await flowOf(consentId)).toMatchObject({ context: 'CORPORATE', agreementId: expect.any(String) });
    expect((await psu.get('/sca/context')).path).toBe('/sca/context');
    const changed = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect(changed.path).toBe('/sca/consent');
    expect(await flowOf(consentId)).toMatchObject({ context: 'PRIVATE', agreementId: null });

    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(changed.html)?.[1] ?? '';
    const done = await psu.submit('/sca/actions/consent', { account: inputValues(changed, 'account') });
    expect(new URL(done.tppReturnUrl ?? '').searchParams.get('context')).toBe('PRIVATE');
    expect((await psu.get('/sca/context')).path).toBe('/sca/return');
    // The picker's form, posted again from a page kept open since: refused, the context stays.
    const late = await fetch(`${baseUrl}/sca/actions/context`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ csrfToken, context: 'CORPORATE' }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        cookie: [...psu.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    expect(late.headers.get('location')).toBe(`/sca/return?sca=${done.sca}`);
    expect(await flowOf(consentId)).toMatchObject({ scaStatus: 'FINALISED', context: 'PRIVATE', agreementId: null });
  });

  it('a consent page shown before the context was chosen again (another tab) approves nothing', async () => {
    const { psu, consentId, page: corporatePage } = await atConsentPage('CORPORATE');
    expect((await psu.submit('/sca/actions/context', { context: 'PRIVATE' })).path).toBe('/sca/consent');
    const [pageCode = ''] = inputValues(corporatePage, 'pageCode');
    const refused = await psu.submit('/sca/actions/consent', {
      pageCode,
      account: inputValues(corporatePage, 'account'),
    });
    expect(refused.path).toBe('/sca/consent?error=changed');
    expect(refused.html).toContain('id="consent-error"');
    expect((await db.consent.findUniqueOrThrow({ where: { id: consentId } })).status).toBe('received');
    expect(await db.consentAccount.count({ where: { consentId } })).toBe(0);
    // The page shown for the context chosen now approves.
    const done = await psu.submit('/sca/actions/consent', { account: inputValues(refused, 'account') });
    expect(new URL(done.tppReturnUrl ?? '').searchParams.get('context')).toBe('PRIVATE');
  });

  it('an identity confirmation shown before the context was chosen again (another tab) confirms nothing', async () => {
    const unidentified = await tpp.client.request('GET', '/v1/user', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/identified' },
    });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirectOf(unidentified));
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    const corporatePage = await psu.submit('/sca/actions/context', { context: 'CORPORATE' });
    expect(corporatePage.path).toBe('/sca/confirm');
    expect((await psu.submit('/sca/actions/context', { context: 'PRIVATE' })).path).toBe('/sca/confirm');
    const [pageCode = ''] = inputValues(corporatePage, 'pageCode');
    const refused = await psu.submit('/sca/actions/confirm', { pageCode });
    expect(refused.path).toBe('/sca/confirm?error=changed');
    expect(refused.html).toContain('id="confirm-error"');
    const identification = await db.authorisation.findFirstOrThrow({
      where: { tpp: { organizationIdentifier: tpp.organizationIdentifier }, kind: 'USER_IDENTIFICATION' },
      orderBy: { createdAt: 'desc' },
    });
    expect(identification.scaStatus).not.toBe('FINALISED');
    const done = await psu.submit('/sca/actions/confirm', {});
    expect(new URL(done.tppReturnUrl ?? '').searchParams.get('context')).toBe('PRIVATE');
  });

  it('an approval given in a context changed meanwhile (another tab) approves nothing', async () => {
    const { consentId, id, flow: stale, accounts: corporateAccounts } = await flowAtConsentPage('CORPORATE');
    expect(await chooseScaContext({ flow: stale, context: 'PRIVATE', agreementId: null })).toEqual({ kind: 'chosen' });

    const outcome = await approveConsent({
      flow: stale,
      choiceIds: corporateAccounts.map((account) => account.choiceId),
      now: new Date(),
    });
    expect(outcome).toEqual({ kind: 'out-of-step' });
    expect(
      await db.authorisation.findUniqueOrThrow({ where: { id }, select: { scaStatus: true, context: true } }),
    ).toEqual({ scaStatus: 'PSU_AUTHENTICATED', context: 'PRIVATE' });
    expect((await db.consent.findUniqueOrThrow({ where: { id: consentId } })).status).toBe('received');
  });

  it('an approval rolled back after it finalised the SCA is not counted as a finalised SCA (D33)', async () => {
    const { consentId, flow, accounts } = await flowAtConsentPage('PRIVATE');
    // The consent moved on while its authorisation did not: the approval's transaction finalises the SCA, then finds
    // the consent no longer waiting and rolls back.
    await db.consent.update({ where: { id: consentId }, data: { status: 'rejected' } });
    const before = await finalisedConsentScas();

    expect(
      await approveConsent({ flow, choiceIds: accounts.map((account) => account.choiceId), now: new Date() }),
    ).toEqual({ kind: 'out-of-step' });
    expect((await flowOf(consentId)).scaStatus).toBe('PSU_AUTHENTICATED');
    expect(await finalisedConsentScas()).toBe(before);
  });

  it("a payment's approval code from the page of an earlier context does not approve", async () => {
    const { scaRedirect, paymentId } = await createTestPayment({
      organizationIdentifier: tpp.organizationIdentifier,
      instructions: [{ amount: 10_000n, creditorName: 'Bygg AS', creditorBban: '15032080119' }],
    });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    const corporate = await psu.submit('/sca/actions/context', { context: 'CORPORATE' });
    expect(corporate.path).toBe('/sca/payment');
    const oldChoice = inputValues(corporate, 'debtorAccount')[0] ?? '';
    expect(oldChoice).not.toBe('');
    expect((await psu.submit('/sca/actions/context', { context: 'PRIVATE' })).path).toBe('/sca/payment');
    expect((await psu.submit('/sca/actions/payment', { debtorAccount: oldChoice })).path).toBe(
      '/sca/payment?error=changed',
    );
    expect((await db.payment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe('RCVD');
  });
});

describe('the return page', () => {
  it('forwards once through /sca/return/forward; afterwards it shows "Done" and forwards no more', async () => {
    const { scaRedirect } = await newConsent({ 'PSU-Context': 'PRIVATE' });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    const decision = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    const returned = await psu.submit('/sca/actions/consent', { account: inputValues(decision, 'account') });
    expect(returned.path).toBe('/sca/return');
    // D29: forwarded as soon as it is painted by a refresh in the page's head, no script, or by the link; never to the
    // TPP directly.
    expect(returned.html).toContain(`href="/sca/return/forward?sca=${returned.sca}"`);
    const refresh = `<meta http-equiv="refresh" content="0;url=/sca/return/forward?sca=${returned.sca}"/>`;
    expect(returned.html).toContain(refresh);
    expect(returned.html.indexOf(refresh)).toBeLessThan(returned.html.indexOf('</head>'));
    expect(returned.html.match(/http-equiv="refresh"/g)).toHaveLength(1);
    expect(returned.html).not.toContain('<noscript>');
    expect(returned.html).toContain('Approved');
    expect(returned.tppReturnUrl).toMatch(/^https:\/\/tpp\.example\/cb\?state=f1&psu-id=/);
    expect(psu.cookies.get('nordbank-sca-left')).toMatch(/^[\w-]{16,}$/);

    const again = await psu.get('/sca/return');
    expect(again.html).toContain('Done, you can close this page');
    expect(again.html).not.toContain('http-equiv="refresh"');
    expect(again.html).not.toContain('/sca/return/forward');
    expect(again.html).toContain(`href="${returned.tppReturnUrl?.replaceAll('&', '&amp;')}"`);
  });

  it('two SCAs returned from one browser (D17): Back on either return page shows "Done" and forwards no more', async () => {
    const psu = headlessPsu(baseUrl);
    const first = await newConsent({ 'PSU-Context': 'PRIVATE' });
    const second = await newConsent({ 'PSU-Context': 'PRIVATE' });
    const firstPage = await psu.open(first.scaRedirect);
    const secondPage = await psu.open(second.scaRedirect);
    const returns = [];
    for (const page of [firstPage, secondPage]) {
      await psu.get(`/sca/sign-in?sca=${page.sca}`);
      const decision = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
      returns.push(await psu.submit('/sca/actions/consent', { account: inputValues(decision, 'account') }));
    }
    expect(returns.map((page) => page.tppReturnUrl)).toEqual([
      expect.stringMatching(/^https:\/\/tpp\.example\/cb\?state=f1&psu-id=/),
      expect.stringMatching(/^https:\/\/tpp\.example\/cb\?state=f1&psu-id=/),
    ]);
    expect(psu.cookies.get('nordbank-sca-left')?.split('.')).toHaveLength(2);
    for (const page of [firstPage, secondPage])
      expect((await psu.get(`/sca/return?sca=${page.sca}`)).html).toContain('Done, you can close this page');
  });

  it('forward without a session is a dead end, and before the end it leads to the current step', async () => {
    expect((await fetch(`${baseUrl}/sca/return/forward`, { redirect: 'manual' })).headers.get('location')).toBe(
      '/sca/ended?reason=session-expired',
    );
    const psu = headlessPsu(baseUrl);
    await psu.open((await newConsent()).scaRedirect);
    expect((await psu.get('/sca/return/forward')).path).toBe('/sca/sign-in');
    expect(psu.cookies.has('nordbank-sca-left')).toBe(false);
  });
});

describe('dead ends', () => {
  it.each([
    ['link-used', 410],
    ['link-expired', 410],
    ['session-expired', 410],
    ['withdrawn', 410],
    ['link-invalid', 404],
    ['forbidden', 403],
    ['', 404],
  ])('/sca/ended?reason=%s answers %i', async (reason, status) => {
    const response = await fetch(`${baseUrl}/sca/ended?reason=${reason}`);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain('href="/help"');
    expect(html).toContain('href="/my-consents"');
  });

  it('a used link in the browser that used it goes on; in another it says what became of the request and leads back to the TPP, never naming the PSU', async () => {
    const { scaRedirect, token } = await newConsent({ 'PSU-Context': 'PRIVATE' });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    expect((await psu.open(scaRedirect)).path).toBe('/sca/sign-in');
    const decision = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    await psu.submit('/sca/actions/consent', { account: inputValues(decision, 'account') });
    expect((await psu.open(scaRedirect)).html).toContain('Done, you can close this page');

    const stranger = await headlessPsu(baseUrl).open(scaRedirect);
    expect(stranger.path).toBe(`/sca/ended?reason=link-used&link=${token}`);
    expect(stranger.status).toBe(410);
    expect(stranger.html).toContain('The consent was approved: the provider has the access you gave.');
    // D29: back to the TPP's redirect URI as the TPP wrote it, without the success return's psu-id.
    expect(stranger.html).toContain(`<a href="https://tpp.example/cb?state=f1" class=`);
    expect(stranger.html).toContain(`>Back to ${tpp.name}<`);
    expect(stranger.html).not.toContain('psu-id');
    // A made-up link cannot make the page claim anything.
    const madeUp = await fetch(`${baseUrl}/sca/ended?reason=link-used&link=${'A'.repeat(43)}`);
    expect(await madeUp.text()).not.toContain('was approved');
  });

  it('the help page exists in both languages', async () => {
    expect(await (await fetch(`${baseUrl}/help`)).text()).toContain('Help with approvals');
    const norwegian = await fetch(`${baseUrl}/help`, { headers: { 'accept-language': 'nb-NO' } });
    expect(norwegian.status).toBe(200);
    expect(await norwegian.text()).toContain('Hjelp med godkjenninger');
  });
});
