import type { Page } from '@playwright/test';
import type { RedirectTarget } from '../fixtures/redirect-target';
import { initializedTpp, type NamedTpp } from '../fixtures/sandbox-tpp';
import {
  expect,
  initiatePayment,
  kari,
  paymentStatus,
  requestConsent,
  returnedTo,
  signIn,
  test as psuTest,
  uuidPattern,
} from '../fixtures/psu-test';
import { nokTransfer } from '../fixtures/nok-transfer';

// D17: two SCAs open at once in one browser (two TPPs each sent the PSU, or one TPP opened two tabs) each go on in their
// own tab: opening the second link used to replace the first tab's session, whose next form was then refused.
const paymentBody = nokTransfer('120.00', { creditorName: 'Ruter AS', creditorAccount: { bban: '15032080119' } });

/** The two SCAs: a consent of `tpp` (back at `/a`) and a payment of another TPP, `other` (back at `/b`). */
type TwoScas = {
  other: NamedTpp;
  consent: { consentId: string; scaRedirect: string };
  payment: Awaited<ReturnType<typeof initiatePayment>>;
};

const test = psuTest.extend<{ scas: TwoScas }>({
  scas: async ({ tpp, tppSite, baseURL }, use) => {
    const other = await initializedTpp(baseURL ?? '');
    const consent = await requestConsent(tpp, {
      'TPP-Redirect-URI': tppSite.url('/a?state=consent'),
      'PSU-Context': 'PRIVATE',
    });
    const payment = await initiatePayment(other, '/v1/payments/norwegian-domestic-credit-transfers', paymentBody, {
      'TPP-Redirect-URI': tppSite.url('/b?state=payment'),
      'PSU-Context': 'PRIVATE',
    });
    await use({ other, consent, payment });
  },
});

/** The consent's link opened in `page` and signed in as Kari: the consent page. */
async function signInToConsent(page: Page, tpp: NamedTpp, scaRedirect: string): Promise<void> {
  await page.goto(scaRedirect);
  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Give ${tpp.name} access to your accounts`);
}

/** The payment's link opened in a new tab of the same browser and signed in as Kari; returns that tab. */
async function signInToPaymentInNewTab(page: Page, other: NamedTpp, scaRedirect: string): Promise<Page> {
  const second = await page.context().newPage();
  await second.goto(scaRedirect);
  await signIn(second, kari);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Approve a payment initiated by ${other.name}`);
  return second;
}

/** Every account ticked and approved; returns the query the TPP got back at `/a`. */
async function approveConsent(page: Page, tppSite: RedirectTarget): Promise<Record<string, string>> {
  const choices = page.getByRole('checkbox');
  for (let index = 0; index < (await choices.count()); index++) await choices.nth(index).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  return returnedTo(page, tppSite.url('/a'));
}

/** The first account chosen and approved; returns the query the TPP got back at `/b`. */
async function approvePayment(page: Page, tppSite: RedirectTarget): Promise<Record<string, string>> {
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Approve' }).click();
  return returnedTo(page, tppSite.url('/b'));
}

type Statuses = { consentStatus: string; transactionStatus: string };

/** The consent's status as `tpp` reads it, and the payment's as `other` reads it, are `statuses`. */
async function expectStatuses(tpp: NamedTpp, { other, consent, payment }: TwoScas, statuses: Statuses): Promise<void> {
  const read = await tpp.client.request('GET', `/v1/consents/${consent.consentId}/status`);
  expect(read.body).toEqual({ consentStatus: statuses.consentStatus });
  expect(await paymentStatus(other, payment.status)).toEqual({ transactionStatus: statuses.transactionStatus });
}

/** What an approval sends the TPP back with: its state and the PSU's id. */
const approvedWith = (state: string) => ({ state, 'psu-id': expect.stringMatching(uuidPattern) });

test('two TPPs’ SCAs in two tabs: the first tab signs in after the second opened its link, and each is completed in its own tab', async ({
  page,
  tpp,
  tppSite,
  scas,
}) => {
  const { other, consent, payment } = scas;
  await page.goto(consent.scaRedirect);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sign in to give ${tpp.name} access`);
  const second = await page.context().newPage();
  await second.goto(payment.scaRedirect);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Sign in to approve a payment from ${other.name}`);

  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Give ${tpp.name} access to your accounts`);
  await signIn(second, kari);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Approve a payment initiated by ${other.name}`);

  expect(await approveConsent(page, tppSite)).toMatchObject(approvedWith('consent'));
  expect(await approvePayment(second, tppSite)).toMatchObject(approvedWith('payment'));

  await expectStatuses(tpp, scas, { consentStatus: 'valid', transactionStatus: 'PDNG' });
});

test('a decision page shown before the other tab opened approves only its own SCA; the other tab then cancels its own', async ({
  page,
  tpp,
  tppSite,
  scas,
}) => {
  await signInToConsent(page, tpp, scas.consent.scaRedirect);
  const second = await signInToPaymentInNewTab(page, scas.other, scas.payment.scaRedirect);

  expect(await approveConsent(page, tppSite)).toMatchObject(approvedWith('consent'));
  await expectStatuses(tpp, scas, { consentStatus: 'valid', transactionStatus: 'RCVD' });

  await second.getByRole('button', { name: 'Cancel' }).click();
  await second.getByRole('button', { name: 'Yes, cancel' }).click();
  expect(await returnedTo(second, tppSite.url('/b'))).toMatchObject({
    state: 'payment',
    code: 'PAYMENT_FAILED',
    message: 'The customer cancelled the payment.',
  });
  await expectStatuses(tpp, scas, { consentStatus: 'valid', transactionStatus: 'RJCT' });
});

// D17, spec "TPP session rules": the browser keeps each TPP's mark of the PSU's sign-in, so signing in for the second
// TPP no longer makes the first ask again within its session.
test('a PSU who signed in for two TPPs is spared the sign-in by each within its session', async ({
  page,
  tpp,
  tppSite,
  scas: { other, consent, payment },
}) => {
  await signInToConsent(page, tpp, consent.scaRedirect);
  const atFirst = await approveConsent(page, tppSite);
  const second = await signInToPaymentInNewTab(page, other, payment.scaRedirect);
  const atSecond = await approvePayment(second, tppSite);

  const again = await requestConsent(tpp, {
    'TPP-Redirect-URI': tppSite.url('/a?state=again'),
    'PSU-Context': 'PRIVATE',
    'TPP-Session-ID': atFirst['tpp-session-id'] ?? '',
    'PSU-ID': atFirst['psu-id'] ?? '',
  });
  await page.goto(again.scaRedirect);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Give ${tpp.name} access to your accounts`);
  const next = await initiatePayment(other, '/v1/payments/norwegian-domestic-credit-transfers', paymentBody, {
    'TPP-Redirect-URI': tppSite.url('/b?state=next'),
    'PSU-Context': 'PRIVATE',
    'TPP-Session-ID': atSecond['tpp-session-id'] ?? '',
    'PSU-ID': atSecond['psu-id'] ?? '',
  });
  await second.goto(next.scaRedirect);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Approve a payment initiated by ${other.name}`);
});
