import type { Page } from '@playwright/test';
import type { SandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { holdReturnForward } from '../fixtures/hold-return-forward';
import { nokTransfer } from '../fixtures/nok-transfer';
import {
  expect,
  initiatePayment,
  kari,
  leaveReturnPage,
  ola,
  openConsent,
  redirectParameters,
  signIn,
  test,
} from '../fixtures/psu-test';

// D29: the picker says who asks and for what; "Not you? Sign in as someone else" hands the SCA to another person with
// nothing of the first kept; Cancel asks once and says what it left undone. D30: the language switch keeps the choices.
// All of it without JavaScript.
test.use({ javaScriptEnabled: false });

/** Kari signed in to a bank-offered consent's page in the PRIVATE context, sent back to `redirectUri` at the end. */
async function kariAtConsent(page: Page, tpp: SandboxTpp, redirectUri: string) {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': redirectUri, 'PSU-Context': 'PRIVATE' });
  await signIn(page, kari);
}

/** A domestic NOK payment of `amount` in the PRIVATE context; resolves to its ids and links. */
const privatePayment = (tpp: SandboxTpp, amount: string, redirectUri: string) =>
  initiatePayment(tpp, '/v1/payments/norwegian-domestic-credit-transfers', nokTransfer(amount), {
    'TPP-Redirect-URI': redirectUri,
    'PSU-Context': 'PRIVATE',
  });

test('the picker names the TPP, the request and the company; "Not you?" lets another person sign in', async ({
  page,
  tpp,
  tppSite,
}) => {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  await signIn(page, kari);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Who are you acting for?');
  await expect(page.getByText(`${tpp.name} asks for access to your accounts.`)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Fjordbygg AS, Org\. no\. 18129215603/ })).toBeVisible();
  await page.getByRole('radio', { name: /^Private/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox').first().check();

  await page.getByRole('button', { name: 'Not you? Sign in as someone else' }).click();
  await expect(page).toHaveURL(/\/sca\/sign-in\?sca=[\w-]{22}$/);
  await signIn(page, ola);
  await expect(page.getByRole('radio', { name: /Nordlys Regnskap AS/ })).toBeVisible();
  await expect(page.getByText('Fjordbygg AS')).toHaveCount(0);
  await page.getByRole('radio', { name: /^Private/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
});

test('Cancel asks once: "No, go back" keeps the ticks; "Yes, cancel" says nothing was shared', async ({
  page,
  tpp,
  tppSite,
}) => {
  await kariAtConsent(page, tpp, tppSite.url('/back'));
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cancel and go back to ${tpp.name}?`);
  await page.getByRole('link', { name: 'No, go back' }).click();
  await expect(page.getByRole('checkbox').nth(1)).toBeChecked();
  await expect(page.getByRole('checkbox').first()).not.toBeChecked();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await holdReturnForward(page);
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You cancelled. Nothing was shared.');
  await leaveReturnPage(page, tppSite.url('/back'));
  expect(redirectParameters(page)).toMatchObject({ code: 'CONSENT_INVALID' });
});

test('the language switch keeps the ticked accounts, and the chosen account to pay from', async ({
  page,
  tpp,
  tppSite,
}) => {
  await kariAtConsent(page, tpp, tppSite.url('/cb'));
  const boxes = page.getByRole('checkbox');
  await boxes.first().check();
  await boxes.nth(2).check();
  await page.getByRole('button', { name: /Norsk/ }).click();
  await expect(page.getByRole('button', { name: 'Godkjenn' })).toBeVisible();
  await expect(boxes.first()).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.nth(2)).toBeChecked();

  const { scaRedirect } = await privatePayment(tpp, '250.00', tppSite.url('/paid'));
  await page.getByRole('button', { name: /English/ }).click();
  await page.goto(scaRedirect);
  await signIn(page, kari);
  const radios = page.getByRole('radio');
  await radios.nth(1).check();
  await page.getByRole('button', { name: /Norsk/ }).click();
  await expect(page.getByRole('button', { name: 'Godkjenn' })).toBeVisible();
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.first()).not.toBeChecked();
});

test('the outcome of a cancelled payment says nothing was paid', async ({ page, tpp, tppSite }) => {
  const { scaRedirect } = await privatePayment(tpp, '99.00', tppSite.url('/paid'));
  await page.goto(scaRedirect);
  await signIn(page, ola);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('If you cancel, nothing is paid.')).toBeVisible();
  await holdReturnForward(page);
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You cancelled. Nothing was paid.');
});

test('Enter in a form with the language switch still does what the form does, not switch the language', async ({
  page,
  tpp,
  tppSite,
}) => {
  await kariAtConsent(page, tpp, tppSite.url('/cb'));
  await page.getByRole('checkbox').first().check();
  await page.getByRole('checkbox').first().press('Enter');
  await leaveReturnPage(page, tppSite.url('/cb'));
  expect(redirectParameters(page)).toMatchObject({ context: 'PRIVATE' });
});
