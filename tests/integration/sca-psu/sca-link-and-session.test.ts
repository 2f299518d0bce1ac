import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { reserveSignInAttempt } from '@/lib/sca/record-failed-sign-in';
import { hashSecretToken } from '@/lib/web/secret-token';
import { deadLink } from '@/lib/sca/dead-link';
import { failingStatement } from '@/tests/integration/support/failing-statement';
import { createTestPayment } from '@/tests/integration/support/payment-fixture-psu';
import { startBankOfferedConsent } from '@/tests/integration/support/started-sca';
import { headlessPsu, inputValues, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { initializedTppOfFile } from '@/tests/integration/support/initialized-tpp-of-file';

// D17's safety rules for the PSU pages: a single-use, hashed link that lives 15 minutes, a httpOnly session
// cookie, CSRF protection on every form, three sign-in attempts, and no step skipped or repeated.
const baseUrl = inject('baseUrl');
const tpp = initializedTppOfFile();

const newLink = (headers: Record<string, string> = {}) =>
  startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE', ...headers });

const open = (token: string, cookie = '') =>
  fetch(`${baseUrl}/sca/${token}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
/** D17: an SCA page's address names its SCA (`sca=`, the authorisation's id). */
const signInPage = /^\/sca\/sign-in\?sca=[\w-]{22}$/;
const post = (path: string, body: Record<string, string>, headers: Record<string, string>) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(body),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('the scaRedirect link', () => {
  it('is stored only as a hash, and opening it starts a httpOnly SameSite=Lax session of 15 minutes', async () => {
    const { token, consentId } = await newLink();
    const authorisation = await db.authorisation.findFirstOrThrow({ where: { consentId } });
    expect(authorisation.linkTokenHash).toBe(hashSecretToken(token));
    expect(authorisation.linkExpiresAt.getTime() - authorisation.createdAt.getTime()).toBeGreaterThanOrEqual(
      15 * 60_000 - 1000,
    );
    const response = await open(token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/sca/sign-in?sca=${authorisation.id}`);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^nordbank-sca=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax$/);
    const sessionToken = /=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(await db.psuWebSession.count({ where: { tokenHash: sessionToken } })).toBe(0);
    expect(
      await db.psuWebSession.count({
        where: { tokenHash: hashSecretToken(sessionToken), authorisationId: authorisation.id },
      }),
    ).toBe(1);
  });

  it('is single-use even when opened many times at once', async () => {
    const { token } = await newLink();
    const responses = await Promise.all(Array.from({ length: 8 }, () => open(token)));
    const locations = responses.map((response) => response.headers.get('location'));
    expect(locations.filter((location) => signInPage.test(location ?? ''))).toHaveLength(1);
    expect(locations.filter((location) => location === `/sca/ended?reason=link-used&link=${token}`)).toHaveLength(7);
  });

  it('stays unused when its session cannot be written, and opens once the database is back (D17)', async () => {
    const { token, consentId } = await newLink();
    const authorisation = await db.authorisation.findFirstOrThrow({ where: { consentId }, select: { id: true } });
    const removeFault = await failingStatement({
      table: 'PsuWebSession',
      statement: 'INSERT',
      column: 'authorisationId',
      value: authorisation.id,
    });
    try {
      const failed = await open(token);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.headers.get('set-cookie')).toBeNull();
    } finally {
      await removeFault();
    }
    expect((await db.authorisation.findUniqueOrThrow({ where: { id: authorisation.id } })).linkUsedAt).toBeNull();
    const opened = await open(token);
    expect(opened.headers.get('location')).toBe(`/sca/sign-in?sca=${authorisation.id}`);
    expect(opened.headers.get('set-cookie')).toMatch(/^nordbank-sca=[A-Za-z0-9_-]{43};/);
  });

  it('expires after 15 minutes: the SCA fails and the consent is rejected', async () => {
    const { token, consentId } = await newLink();
    await db.authorisation.updateMany({ where: { consentId }, data: { linkExpiresAt: new Date(Date.now() - 1000) } });
    expect((await open(token)).headers.get('location')).toBe(`/sca/ended?reason=link-expired&link=${token}`);
    expect(
      await db.authorisation.findFirst({
        where: { consentId },
        select: { scaStatus: true, consent: { select: { status: true } } },
      }),
    ).toEqual({ scaStatus: 'FAILED', consent: { status: 'rejected' } });
  });

  it('after it expired, the way back tells the TPP that the link expired, not that the customer cancelled', async () => {
    const failureOf = async (token: string) => {
      const back = (await deadLink(token))?.back;
      return back ? Object.fromEntries(new URL(back.url).searchParams) : null;
    };
    const consent = await newLink();
    await db.authorisation.updateMany({
      where: { consentId: consent.consentId },
      data: { linkExpiresAt: new Date(Date.now() - 1000) },
    });
    await open(consent.token);
    expect(await failureOf(consent.token)).toEqual({
      system: 'SCA',
      status: '401',
      code: 'CONSENT_INVALID',
      message: 'The authorisation link expired before the customer opened it.',
    });

    const payment = await createTestPayment({
      organizationIdentifier: tpp.organizationIdentifier,
      psu: { psuContext: 'PRIVATE' },
    });
    const paymentToken = new URL(payment.scaRedirect).pathname.split('/').pop() ?? '';
    await db.authorisation.update({
      where: { id: payment.authorisationId },
      data: { linkExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await open(paymentToken)).headers.get('location')).toBe(
      `/sca/ended?reason=link-expired&link=${paymentToken}`,
    );
    expect(await failureOf(paymentToken)).toMatchObject({
      status: '400',
      code: 'PAYMENT_FAILED',
      message: 'The authorisation link expired before the customer opened it.',
    });

    // A link that was opened and then cancelled by the PSU still says so.
    const cancelled = await newLink();
    await open(cancelled.token);
    await db.authorisation.updateMany({ where: { consentId: cancelled.consentId }, data: { scaStatus: 'FAILED' } });
    expect((await failureOf(cancelled.token))?.message).toBe('The customer cancelled the authorisation.');
  });

  it('a HEAD request (link checkers) does not consume it', async () => {
    const { token } = await newLink();
    expect((await fetch(`${baseUrl}/sca/${token}`, { method: 'HEAD', redirect: 'manual' })).status).toBe(204);
    expect((await open(token)).headers.get('location')).toMatch(signInPage);
  });

  it.each(['short', 'a'.repeat(43), 'not/a/token'])('an unknown token (%s) is refused', async (token) => {
    const response = await open(encodeURIComponent(token));
    expect(response.headers.get('location')).toBe('/sca/ended?reason=link-invalid');
  });
});

describe('the PSU session and its forms', () => {
  async function signedInPage() {
    const link = await newLink();
    const psu = headlessPsu(baseUrl);
    const page = await psu.open(link.scaRedirect);
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    const cookie = [...psu.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { ...link, psu, csrfToken, cookie };
  }

  it.each([
    ['no CSRF token', (csrfToken: string) => ({ body: {}, headers: {} as Record<string, string>, csrfToken })],
    ['a wrong CSRF token', () => ({ body: { csrfToken: 'x'.repeat(43) }, headers: {} })],
    [
      'Sec-Fetch-Site: cross-site',
      (csrfToken: string) => ({ body: { csrfToken }, headers: { 'sec-fetch-site': 'cross-site' } }),
    ],
    ['a foreign Origin', (csrfToken: string) => ({ body: { csrfToken }, headers: { origin: 'https://evil.example' } })],
  ])('refuses a form post with %s', async (_name, variant) => {
    const { csrfToken, cookie, consentId } = await signedInPage();
    const { body, headers } = variant(csrfToken);
    const response = await post(
      '/sca/actions/sign-in',
      { ...body, nationalIdentityNumber: '13039319955' },
      { cookie, ...headers },
    );
    expect(response.headers.get('location')).toBe('/sca/ended?reason=forbidden');
    expect(
      await db.authorisation.findFirst({ where: { consentId }, select: { scaStatus: true, customerId: true } }),
    ).toEqual({ scaStatus: 'RECEIVED', customerId: null });
  });

  it('accepts our own form with Origin "null" (Referrer-Policy: no-referrer) and the session token', async () => {
    const { csrfToken, cookie } = await signedInPage();
    const response = await post(
      '/sca/actions/sign-in',
      { csrfToken, nationalIdentityNumber: '13039319955' },
      { cookie, origin: 'null', 'sec-fetch-site': 'same-origin' },
    );
    expect(response.headers.get('location')).toMatch(/^\/sca\/consent\?sca=[\w-]{22}$/);
  });

  it('an expired session ends the flow on pages and forms', async () => {
    const { psu, csrfToken, cookie } = await signedInPage();
    const sessionToken = psu.cookies.get('nordbank-sca') ?? '';
    await db.psuWebSession.update({
      where: { tokenHash: hashSecretToken(sessionToken) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await psu.get('/sca/sign-in')).path).toBe('/sca/ended?reason=session-expired');
    expect(
      (
        await post('/sca/actions/sign-in', { csrfToken, nationalIdentityNumber: '13039319955' }, { cookie })
      ).headers.get('location'),
    ).toBe('/sca/ended?reason=session-expired');
  });

  it("three failed sign-ins fail the SCA; a wrongly formatted number and a company's number (D29) are not counted", async () => {
    const { psu, consentId } = await signedInPage();
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '123' })).path).toMatch(
      /^\/sca\/sign-in\?error=format&typed=[\w-]+$/,
    );
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999999' })).html).toContain(
      '2 attempts left.',
    );
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '18129215603' })).path).toMatch(
      /^\/sca\/sign-in\?error=company&typed=[\w-]+$/,
    );
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999998' })).html).toContain(
      '1 attempt left.',
    );
    const last = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999997' });
    expect(last.tppReturnUrl).toBe(
      'https://tpp.example/cb?system=SCA&status=401&code=PSU_CREDENTIALS_INVALID&message=The%20customer%20could%20not%20be%20authenticated.',
    );
    expect(
      await db.authorisation.findFirst({ where: { consentId }, select: { scaStatus: true, failedAttempts: true } }),
    ).toEqual({ scaStatus: 'FAILED', failedAttempts: 3 });
  });

  it('sign-ins fired at once are checked at most three times: each must first reserve one of the three attempts', async () => {
    const { consentId } = await signedInPage();
    const { id } = await db.authorisation.findFirstOrThrow({ where: { consentId }, select: { id: true } });
    const reserved = await Promise.all(Array.from({ length: 12 }, () => reserveSignInAttempt(id)));
    expect(reserved.filter(Boolean)).toHaveLength(3);
    expect(await db.authorisation.findUniqueOrThrow({ where: { id }, select: { failedAttempts: true } })).toEqual({
      failedAttempts: 3,
    });
  });

  it('the same refused number sent again within seconds (a double click on a slow network) uses one attempt; another number, or the same one later, uses the next', async () => {
    const { psu, consentId, cookie, csrfToken } = await signedInPage();
    const same = () =>
      post(
        '/sca/actions/sign-in',
        { csrfToken, nationalIdentityNumber: '99999999999' },
        { cookie, 'sec-fetch-site': 'same-origin' },
      );
    const twice = await Promise.all([same(), same()]);
    expect(twice.map((response) => response.headers.get('location'))).toEqual([
      expect.stringMatching(/^\/sca\/sign-in\?error=unknown&/),
      expect.stringMatching(/^\/sca\/sign-in\?error=unknown&/),
    ]);
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999999' })).html).toContain(
      '2 attempts left.',
    );
    expect(await db.authorisation.findFirst({ where: { consentId }, select: { failedAttempts: true } })).toEqual({
      failedAttempts: 1,
    });
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999998' })).html).toContain(
      '1 attempt left.',
    );
    // Typed again after the seconds of a double click, the same number is a new attempt: the third.
    await db.authorisation.updateMany({ where: { consentId }, data: { triedNumberAt: new Date(Date.now() - 11_000) } });
    expect(
      (await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999998' })).tppReturnUrl,
    ).toContain('code=PSU_CREDENTIALS_INVALID');
    expect(
      await db.authorisation.findFirst({ where: { consentId }, select: { scaStatus: true, failedAttempts: true } }),
    ).toEqual({ scaStatus: 'FAILED', failedAttempts: 3 });
  });

  it('a step cannot be skipped: approving before sign-in approves nothing', async () => {
    const { psu, consentId } = await signedInPage();
    const page = await psu.submit('/sca/actions/consent', { account: 'account:anything' });
    expect(page.path).toBe('/sca/sign-in');
    expect((await db.consent.findUniqueOrThrow({ where: { id: consentId } })).status).toBe('received');
  });

  it("only accounts offered in the context count: another customer's account id is ignored", async () => {
    const { psu, consentId } = await signedInPage();
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    const foreign = await db.account.findFirstOrThrow({
      where: { owner: { customerNumber: '12085592767' }, tpp: { organizationIdentifier: tpp.organizationIdentifier } },
    });
    const page = await psu.submit('/sca/actions/consent', { account: `account:${foreign.id}` });
    expect(page.path).toBe('/sca/consent?error=choose-account');
    expect(await db.consentAccount.count({ where: { consentId } })).toBe(0);
  });

  it('renders the CSRF token masked anew on every page (D17: BREACH), and the token of each render acts in the session', async () => {
    const { scaRedirect } = await newLink();
    const psu = headlessPsu(baseUrl);
    const first = await psu.open(scaRedirect);
    const again = await psu.get(`/sca/sign-in?sca=${first.sca}`);
    const [firstToken = '', ...more] = inputValues(first, 'csrfToken');
    const [againToken = ''] = inputValues(again, 'csrfToken');
    expect(more).toEqual([]);
    expect(firstToken).toMatch(/^[\w-]{115}$/);
    expect(againToken).toMatch(/^[\w-]{115}$/);
    expect(againToken).not.toBe(firstToken);
    const cookie = [...psu.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const signIn = (csrfToken: string, nationalIdentityNumber: string) =>
      post('/sca/actions/sign-in', { csrfToken, nationalIdentityNumber }, { cookie, 'sec-fetch-site': 'same-origin' });
    expect((await signIn(firstToken, '99999999999')).headers.get('location')).toMatch(
      /^\/sca\/sign-in\?error=unknown&/,
    );
    expect((await signIn(againToken, '13039319955')).headers.get('location')).toBe(`/sca/consent?sca=${first.sca}`);
  });

  it('two approvals at once grant the consent once', async () => {
    const { psu, consentId, cookie } = await signedInPage();
    const consentPage = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    const [csrfToken = ''] = inputValues(consentPage, 'csrfToken');
    const [pageCode = ''] = inputValues(consentPage, 'pageCode');
    const [account = ''] = inputValues(consentPage, 'account');
    const responses = await Promise.all(
      [1, 2, 3].map(() => post('/sca/actions/consent', { csrfToken, pageCode, account }, { cookie })),
    );
    expect(
      responses.every((response) => response.headers.get('location') === `/sca/return?sca=${consentPage.sca}`),
    ).toBe(true);
    expect((await db.consent.findUniqueOrThrow({ where: { id: consentId } })).status).toBe('valid');
    expect(await db.consentAccount.count({ where: { consentId } })).toBe(1);
  });
});

describe('two SCAs open in one browser (D17)', () => {
  const kari = '13039319955';
  const cookieOf = (psu: HeadlessPsu) => [...psu.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const signInWith = (psu: HeadlessPsu, page: PsuPage) =>
    post(
      '/sca/actions/sign-in',
      { csrfToken: inputValues(page, 'csrfToken')[0] ?? '', nationalIdentityNumber: kari },
      { cookie: cookieOf(psu), 'sec-fetch-site': 'same-origin' },
    );
  const customerOf = async (consentId: string) =>
    (await db.authorisation.findFirstOrThrow({ where: { consentId }, select: { customerId: true } })).customerId;

  /** One browser that opened `count` links, one after the other (a TPP's two tabs, or two TPPs' redirects). */
  async function openInOneBrowser(count: number) {
    const psu = headlessPsu(baseUrl);
    const opened = [];
    for (let index = 0; index < count; index++) {
      const link = await newLink();
      opened.push({ ...link, page: await psu.open(link.scaRedirect) });
    }
    return { psu, opened };
  }

  /** One browser that opened a first link, then a second. */
  async function openTwoInOneBrowser() {
    const {
      psu,
      opened: [first, second],
    } = await openInOneBrowser(2);
    if (!first || !second) throw new Error('two links');
    return { psu, first, second };
  }

  it('the second link keeps the first session: each page is its own SCA, and a form acts only on the SCA whose page it came from', async () => {
    const { psu, first, second } = await openTwoInOneBrowser();
    expect(psu.cookies.get('nordbank-sca')?.split('.')).toHaveLength(2);
    expect(first.page.sca).toBe(
      (await db.authorisation.findFirstOrThrow({ where: { consentId: first.consentId } })).id,
    );
    // The first tab, after the second opened: its own page, and its form's CSRF token still acts in its own SCA.
    const firstAgain = await psu.get(`/sca/sign-in?sca=${first.page.sca}`);
    expect(firstAgain.path).toBe('/sca/sign-in');

    const signedIn = await signInWith(psu, first.page);
    expect(signedIn.headers.get('location')).toBe(`/sca/consent?sca=${first.page.sca}`);
    expect(await customerOf(first.consentId)).not.toBeNull();
    expect(await customerOf(second.consentId)).toBeNull();
    expect((await psu.get(`/sca/sign-in?sca=${second.page.sca}`)).path).toBe('/sca/sign-in');
    expect((await signInWith(psu, second.page)).headers.get('location')).toBe(`/sca/consent?sca=${second.page.sca}`);
  });

  it('a page that names no SCA, or one this browser holds no session for, is "session ended"', async () => {
    const { psu } = await openInOneBrowser(2);
    const stranger = await openInOneBrowser(1);
    const strangerSca = stranger.opened[0]?.page.sca;
    for (const [path, sca] of [
      ['/sca/sign-in', null],
      [`/sca/sign-in?sca=${strangerSca}`, strangerSca],
      ['/sca/return/forward', null],
      [`/sca/return/forward?sca=${strangerSca}`, strangerSca],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: { cookie: cookieOf(psu) } });
      expect(response.headers.get('location'), path).toBe(
        `/sca/ended?reason=session-expired${sca ? `&sca=${sca}` : ''}`,
      );
    }
  });

  it('keeps the newest four: a fifth link drops the oldest, whose pages and forms then change nothing', async () => {
    const { psu, opened } = await openInOneBrowser(5);
    const [oldest, ...newer] = opened;
    if (!oldest) throw new Error('five links');
    expect(psu.cookies.get('nordbank-sca')?.split('.')).toHaveLength(4);
    const oldestEnded = await psu.get(`/sca/sign-in?sca=${oldest.page.sca}`);
    expect([oldestEnded.path, oldestEnded.sca]).toEqual(['/sca/ended?reason=session-expired', oldest.page.sca]);
    expect((await signInWith(psu, oldest.page)).headers.get('location')).toBe('/sca/ended?reason=forbidden');
    expect(await customerOf(oldest.consentId)).toBeNull();
    for (const { page } of newer) expect((await psu.get(`/sca/sign-in?sca=${page.sca}`)).path).toBe('/sca/sign-in');
  });

  it('each session ends on its own time: the ended one meets "session ended", the other goes on, and the next link leaves it out', async () => {
    const { psu, first, second } = await openTwoInOneBrowser();
    const [secondToken = '', firstToken = ''] = psu.cookies.get('nordbank-sca')?.split('.') ?? [];
    await db.psuWebSession.update({
      where: { tokenHash: hashSecretToken(firstToken) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const firstEnded = await psu.get(`/sca/sign-in?sca=${first.page.sca}`);
    expect([firstEnded.path, firstEnded.sca]).toEqual(['/sca/ended?reason=session-expired', first.page.sca]);
    expect((await signInWith(psu, first.page)).headers.get('location')).toBe('/sca/ended?reason=session-expired');
    expect(await customerOf(first.consentId)).toBeNull();
    expect((await signInWith(psu, second.page)).headers.get('location')).toBe(`/sca/consent?sca=${second.page.sca}`);
    await psu.open((await newLink()).scaRedirect);
    expect(psu.cookies.get('nordbank-sca')?.split('.').slice(1)).toEqual([secondToken]);
  });

  it('a used link opened again in the browser that holds both goes on at its own SCA', async () => {
    const { psu, first, second } = await openTwoInOneBrowser();
    await signInWith(psu, second.page);
    expect((await open(first.token, cookieOf(psu))).headers.get('location')).toBe(`/sca/sign-in?sca=${first.page.sca}`);
    expect((await open(second.token, cookieOf(psu))).headers.get('location')).toBe(
      `/sca/consent?sca=${second.page.sca}`,
    );
  });
});
