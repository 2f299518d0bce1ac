import {
  describeEachVariant,
  expect,
  kari,
  openConsent,
  redirectParameters,
  requestConsent,
  test,
} from '../fixtures/psu-test';
import type { Page } from '@playwright/test';
import type { RedirectTarget } from '../fixtures/redirect-target';

// D29: the return page states the outcome for a moment, then forwards to the TPP (a short script, or without scripts a
// refresh to the same path), with a link that goes at once; Back or Refresh afterwards shows "Done" instead of
// forwarding again.
const variants = [
  {
    language: 'en',
    width: 1280,
    label: 'National identity number',
    next: 'Continue',
    approve: 'Approve',
    cancel: 'Cancel',
    approved: 'Approved',
    notCompleted: 'Not completed',
    done: 'Done, you can close this page',
    forward: /^Continue to Budget Buddy .+ AS$/,
    back: /^Back to Budget Buddy .+ AS$/,
  },
  {
    language: 'nb',
    width: 390,
    label: 'Fødselsnummer',
    next: 'Fortsett',
    approve: 'Godkjenn',
    cancel: 'Avbryt',
    approved: 'Godkjent',
    notCompleted: 'Ikke fullført',
    done: 'Ferdig, du kan lukke denne siden',
    forward: /^Fortsett til Budget Buddy .+ AS$/,
    back: /^Tilbake til Budget Buddy .+ AS$/,
  },
] as const;

type Variant = (typeof variants)[number];

async function approvePrivateConsent(page: Page, variant: Variant, scaRedirect: string): Promise<void> {
  await page.goto(scaRedirect);
  await page.getByLabel(variant.label).fill(kari);
  await page.getByRole('button', { name: variant.next }).click();
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: variant.approve }).click();
}

/** Back or Refresh on the return page: "Done" with a link to the TPP, and it stays. */
async function expectDone(page: Page, variant: Variant, tppSite: RedirectTarget): Promise<void> {
  await expect(page).toHaveURL(/\/sca\/return\?sca=[\w-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.done);
  await expect(page.getByRole('link', { name: variant.back })).toHaveAttribute(
    'href',
    new RegExp(`^${tppSite.url('/done').replaceAll('.', '\\.')}`),
  );
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await page.waitForTimeout(3000);
  await expect(page).toHaveURL(/\/sca\/return\?sca=[\w-]{22}$/);
}

describeEachVariant(variants, (variant) => {
  test('"Approved" for a moment, then the TPP; Back and Refresh show "Done" and never forward again', async ({
    page,
    tpp,
    tppSite,
  }) => {
    const { scaRedirect } = await requestConsent(tpp, {
      'TPP-Redirect-URI': tppSite.url('/done?state=r1'),
      'PSU-Context': 'PRIVATE',
      'PSU-Accept-Language': variant.language,
    });
    await approvePrivateConsent(page, variant, scaRedirect);
    await expect(page).toHaveURL(/\/sca\/return\?sca=[\w-]{22}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.approved);
    await expect(page.getByRole('link', { name: variant.forward })).toHaveAttribute(
      'href',
      /^\/sca\/return\/forward\?sca=[\w-]{22}$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.width);
    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/done')), { timeout: 10_000 });
    expect(redirectParameters(page)).toMatchObject({ state: 'r1', context: 'PRIVATE' });

    await page.goBack();
    await expectDone(page, variant, tppSite);
    await page.reload();
    await expectDone(page, variant, tppSite);
  });

  test('"Not completed" after Cancel, then the TPP with the failure', async ({ page, tpp, tppSite }) => {
    await openConsent(page, tpp, {
      'TPP-Redirect-URI': tppSite.url('/done'),
      'PSU-Accept-Language': variant.language,
    });
    await page.getByRole('button', { name: variant.cancel }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.notCompleted);
    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/done')), { timeout: 10_000 });
    expect(redirectParameters(page)).toMatchObject({ code: 'CONSENT_INVALID' });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Approved" for a moment, then the TPP by a refresh to the same path as the script; Back shows "Done"', async ({
    page,
    tpp,
    tppSite,
  }) => {
    const variant = variants[0];
    const { scaRedirect } = await requestConsent(tpp, {
      'TPP-Redirect-URI': tppSite.url('/done?state=r2'),
      'PSU-Context': 'PRIVATE',
    });
    await approvePrivateConsent(page, variant, scaRedirect);
    await expect(page).toHaveURL(/\/sca\/return\?sca=[\w-]{22}$/);
    const sca = new URL(page.url()).searchParams.get('sca');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(variant.approved);
    await expect(page.getByRole('link', { name: variant.forward })).toHaveAttribute(
      'href',
      `/sca/return/forward?sca=${sca}`,
    );
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
      'content',
      `2;url=/sca/return/forward?sca=${sca}`,
    );
    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/done')), { timeout: 10_000 });
    expect(redirectParameters(page)).toMatchObject({ state: 'r2', context: 'PRIVATE' });

    await page.goBack();
    await expectDone(page, variant, tppSite);
  });
});
