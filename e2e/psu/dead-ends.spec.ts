import { ageScaLink } from '../fixtures/e2e-database';
import { expect, kari, openConsent, requestConsent, returnedTo, test } from '../fixtures/psu-test';
import type { Page } from '@playwright/test';

// D29: every dead end says what happened in plain words, answers with the status of what happened, and gives a way on:
// back to the TPP when the page knows it, the bank's help page and "My consents". Nothing names the PSU.
async function expectWaysOn(page: Page, help: string, myConsents: string, heading = 'What you can do'): Promise<void> {
  const waysOn = page.getByRole('navigation', { name: heading });
  await expect(waysOn.getByRole('link', { name: help })).toHaveAttribute('href', '/help');
  await expect(waysOn.getByRole('link', { name: myConsents })).toHaveAttribute('href', '/my-consents');
}

const widths = [1280, 390] as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a used link after approval, in another browser: 410, "was approved", back to the TPP without the PSU', async ({
      page,
      browser,
      tpp,
      tppSite,
    }) => {
      const { scaRedirect } = await openConsent(page, tpp, {
        'TPP-Redirect-URI': tppSite.url('/done'),
        'PSU-Context': 'PRIVATE',
      });
      await page.getByLabel('National identity number').fill(kari);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL((url) => url.href.startsWith(tppSite.url('/done')), { timeout: 10_000 });

      const other = await browser.newContext({ viewport: { width, height: 900 } });
      const otherPage = await other.newPage();
      const response = await otherPage.goto(scaRedirect);
      expect(response?.status()).toBe(410);
      await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('This link has already been used');
      await expect(
        otherPage.getByText('The consent was approved: the provider has the access you gave.'),
      ).toBeVisible();
      await expectWaysOn(otherPage, 'Help', 'My consents');
      // D29: the way back is the TPP's redirect URI as it wrote it: no psu-id, nor a failure that did not happen.
      await expect(otherPage.getByRole('link', { name: /^Back to Budget Buddy .+ AS$/ })).toHaveAttribute(
        'href',
        tppSite.url('/done'),
      );
      await expect(otherPage.locator('body')).not.toContainText('Kari');
      expect(await otherPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await other.close();

      // The browser that approved opens the link again: the return page's "Done", not a dead end.
      await page.goto(scaRedirect);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Done, you can close this page');
    });

    test('an expired link: 410, and the way back to the TPP carries the failure', async ({ page, tpp, tppSite }) => {
      const { scaRedirect } = await requestConsent(tpp, { 'TPP-Redirect-URI': tppSite.url('/done?state=e1') });
      await ageScaLink(scaRedirect);
      const response = await page.goto(scaRedirect);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
      await expect(page.getByText('The request was not completed: nothing was approved.')).toBeVisible();
      await expectWaysOn(page, 'Help', 'My consents');
      await page.getByRole('link', { name: /^Back to Budget Buddy .+ AS$/ }).click();
      expect(await returnedTo(page, tppSite.url('/done'))).toEqual({
        state: 'e1',
        system: 'SCA',
        status: '401',
        code: 'CONSENT_INVALID',
        message: 'The authorisation link expired before the customer opened it.',
      });
    });
  });
}

test('an unknown link is 404 and a page without a session is 410, each with the ways on', async ({ page }) => {
  const unknown = await page.goto('/sca/not-a-real-link-token-at-all-0123456789');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await expectWaysOn(page, 'Help', 'My consents');

  const noSession = await page.goto('/sca/consent');
  expect(noSession?.status()).toBe(410);
  await expect(page).toHaveURL(/\/sca\/ended\?reason=session-expired$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has ended');
  await expectWaysOn(page, 'Help', 'My consents');
  await page.getByRole('navigation', { name: 'What you can do' }).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help with approvals');
});

test.describe('a browser that prefers Norwegian, on a phone', () => {
  test.use({ locale: 'nb-NO', viewport: { width: 390, height: 900 } });

  test('gets the dead end and the help page in bokmål', async ({ page }) => {
    const response = await page.goto('/sca/not-a-real-link-token-at-all-0123456789');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenken er ikke gyldig');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Dette kan du gjøre');
    await expectWaysOn(page, 'Hjelp', 'Mine samtykker', 'Dette kan du gjøre');
    await page.getByRole('navigation', { name: 'Dette kan du gjøre' }).getByRole('link', { name: 'Hjelp' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hjelp med godkjenninger');
    await expect(page.getByRole('link', { name: 'Gå til Mine samtykker' })).toHaveAttribute('href', '/my-consents');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
