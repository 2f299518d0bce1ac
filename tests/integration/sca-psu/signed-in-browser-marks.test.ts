import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { sessionCookieName } from '@/lib/psu/sessions/session-cookie';
import { headlessPsu, type HeadlessPsu } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { createTestPayment, approveWithFirstAccount } from '@/tests/integration/support/payment-fixture-psu';

// D17, spec "TPP session rules": a sign-in at SCA marks the browser for its TPP's hour. The browser keeps one mark per
// TPP, for up to four TPPs, so a PSU who signs in for a second TPP is not asked again by the first; a sign-in by
// another person drops the marks of the one before.
const baseUrl = inject('baseUrl');
const ola = '12085592767';
const kari = '13039319955';
let tpps: NamedTpp[];

beforeAll(async () => {
  tpps = await Promise.all(Array.from({ length: 5 }, () => initializedTpp(baseUrl, { roles: ['PSP_PI'] })));
});

afterAll(async () => {
  await db.$disconnect();
});

/** A browser, and the TPP-Session-ID each TPP uses with it (each test's own). */
type Browser = { psu: HeadlessPsu; session: string };
const newBrowser = (): Browser => ({
  psu: headlessPsu(baseUrl),
  session: `session-${Math.random().toString(36).slice(2)}`,
});
const pay = (browser: Browser, tpp: NamedTpp, psuId?: string) =>
  createTestPayment({
    organizationIdentifier: tpp.organizationIdentifier,
    psu: { psuContext: 'PRIVATE', tppSessionId: browser.session, psuId },
  });

/** Signs `customerNumber` in for a payment of `tpp` and approves it; the PSU-ID the TPP is given. */
async function signInAndPay(
  { psu: browser, session }: Browser,
  tpp: NamedTpp,
  customerNumber: string,
): Promise<string> {
  await browser.open((await pay({ psu: browser, session }, tpp)).scaRedirect);
  const page = await browser.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  expect(page.path).toBe('/sca/payment');
  const back = await approveWithFirstAccount(browser, page);
  return new URL(back.tppReturnUrl ?? '').searchParams.get('psu-id') ?? '';
}

/** Where the next payment of `tpp` for `psuId` in the browser's session lands in `opener`: spared, or asked to sign in. */
const nextPaymentLands = async (browser: Browser, tpp: NamedTpp, psuId: string, opener: HeadlessPsu = browser.psu) =>
  (await opener.open((await pay(browser, tpp, psuId)).scaRedirect)).path;

const marksIn = (browser: Browser) =>
  (browser.psu.cookies.get(sessionCookieName('signed-in')) ?? '').split('.').filter(Boolean).length;

/** A new browser where `firstPsu` signs in and pays at the first TPP, then `secondPsu` at the second; the PSU-IDs given. */
async function signInAtTwoTpps(firstPsu: string, secondPsu: string) {
  const browser = newBrowser();
  const [first, second] = tpps as [NamedTpp, NamedTpp];
  const atFirst = await signInAndPay(browser, first, firstPsu);
  const atSecond = await signInAndPay(browser, second, secondPsu);
  return { browser, first, second, atFirst, atSecond };
}

describe("the browser's marks of sign-ins at SCA", () => {
  it("keep a PSU signed in for the first TPP after signing in for a second, and spare each TPP's next SCA", async () => {
    const { browser, first, second, atFirst, atSecond } = await signInAtTwoTpps(ola, ola);
    expect(marksIn(browser)).toBe(2);
    expect(await nextPaymentLands(browser, first, atFirst)).toBe('/sca/payment');
    expect(await nextPaymentLands(browser, second, atSecond)).toBe('/sca/payment');
    // Another browser, with no mark, signs in.
    expect(await nextPaymentLands(browser, first, atFirst, headlessPsu(baseUrl))).toBe('/sca/sign-in');
  });

  it('drop the marks of the person before when another person signs in, at any TPP', async () => {
    const { browser, first, second, atFirst: olaAtFirst, atSecond: kariAtSecond } = await signInAtTwoTpps(ola, kari);
    expect(marksIn(browser)).toBe(1);
    expect(await nextPaymentLands(browser, first, olaAtFirst)).toBe('/sca/sign-in');
    expect(await nextPaymentLands(browser, second, kariAtSecond)).toBe('/sca/payment');
  });

  it("hold at most four TPPs' marks: a fifth TPP's sign-in drops the oldest", async () => {
    const browser = newBrowser();
    const psuIds: string[] = [];
    for (const tpp of tpps) psuIds.push(await signInAndPay(browser, tpp, ola));
    expect(marksIn(browser)).toBe(4);
    expect(await nextPaymentLands(browser, tpps[0] as NamedTpp, psuIds[0] ?? '')).toBe('/sca/sign-in');
    expect(await nextPaymentLands(browser, tpps[1] as NamedTpp, psuIds[1] ?? '')).toBe('/sca/payment');
    expect(await nextPaymentLands(browser, tpps[4] as NamedTpp, psuIds[4] ?? '')).toBe('/sca/payment');
  });

  it('go when the person a mark spared says "Not you?": no later SCA of the TPP skips the sign-in for them (D29)', async () => {
    const browser = newBrowser();
    const first = tpps[0] as NamedTpp;
    const olaAtFirst = await signInAndPay(browser, first, ola);
    // The next payment is spared the sign-in by the mark of the one before, and makes no mark of its own.
    const spared = await browser.psu.open((await pay(browser, first, olaAtFirst)).scaRedirect);
    expect(spared.path).toBe('/sca/payment');
    expect((await browser.psu.submit('/sca/actions/someone-else', {})).path).toBe('/sca/sign-in');
    expect(await nextPaymentLands(browser, first, olaAtFirst)).toBe('/sca/sign-in');
  });
});
