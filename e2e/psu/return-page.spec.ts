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

// D29: the return page states the outcome and forwards to the TPP as soon as it is painted (a refresh in its head, no
// script), with a link for a browser that blocks the refresh; Back or Refresh afterwards shows "Done" instead of
// forwarding again. The page is gone at once, so it is read while its forward is held.
const variants = [
  {
    language: 'en',
    width: 1280,
    label: 'National identity number',
    next: 'Continue',
    approve: 'Approve',
    cancel: 'Cancel',
    yesCancel: 'Yes, cancel',
    approved: 'Approved',
    cancelled: 'You cancelled. Nothing was shared.',
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
    yesCancel: 'Ja, avbryt',
    approved: 'Godkjent',
    cancelled: 'Du avbrøt. Ingenting ble delt.',
    done: 'Ferdig, du kan lukke denne siden',
    forward: /^Fortsett til Budget Buddy .+ AS$/,
    back: /^Tilbake til Budget Buddy .+ AS$/,
  },
] as const;

type Variant = (typeof variants)[number];

type Served = { sca: string | null; heading?: string; link?: string[]; refresh?: string };

/**
 * The return page as served, read while its refresh's request to /sca/return/forward is held (the browser is gone from
 * it at once): the same page fetched again in the browser's context, with its heading, its forward link's address and
 * text, and the refresh in its head.
 */
function servedReturnPage(page: Page): Promise<Served> {
  return new Promise((resolve, reject) => {
    void page
      .route(
        (url) => url.pathname === '/sca/return/forward',
        async (route) => {
          const sca = new URL(route.request().url()).searchParams.get('sca');
          const html = await (await page.context().request.get(`/sca/return?sca=${sca}`)).text();
          resolve({
            sca,
            heading: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1],
            link: /<a href="([^"]+)"[^>]*>([^<]+)<\/a>/.exec(html.slice(html.indexOf('</h1>')))?.slice(1, 3),
            refresh: /<meta http-equiv="refresh" content="([^"]+)"\/>/.exec(
              html.slice(0, html.indexOf('</head>')),
            )?.[1],
          });
          await route.continue();
        },
        { times: 1 },
      )
      .catch(reject);
  });
}

async function approvePrivateConsent(page: Page, variant: Variant, scaRedirect: string): Promise<Served> {
  await page.goto(scaRedirect);
  await page.getByLabel(variant.label).fill(kari);
  await page.getByRole('button', { name: variant.next }).click();
  await page.getByRole('checkbox').first().check();
  const served = servedReturnPage(page);
  await page.getByRole('button', { name: variant.approve }).click();
  return served;
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
  test('"Approved", then the TPP at once; Back and Refresh show "Done" and never forward again', async ({
    page,
    tpp,
    tppSite,
  }) => {
    const { scaRedirect } = await requestConsent(tpp, {
      'TPP-Redirect-URI': tppSite.url('/done?state=r1'),
      'PSU-Context': 'PRIVATE',
      'PSU-Accept-Language': variant.language,
    });
    const served = await approvePrivateConsent(page, variant, scaRedirect);
    expect(served.heading).toBe(variant.approved);
    expect(served.link?.[0]).toBe(`/sca/return/forward?sca=${served.sca}`);
    expect(served.link?.[1]).toMatch(variant.forward);
    expect(served.refresh).toBe(`0;url=/sca/return/forward?sca=${served.sca}`);
    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/done')), { timeout: 10_000 });
    expect(redirectParameters(page)).toMatchObject({ state: 'r1', context: 'PRIVATE' });

    await page.goBack();
    await expectDone(page, variant, tppSite);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(variant.width);
    await page.reload();
    await expectDone(page, variant, tppSite);
  });

  test('"You cancelled. Nothing was shared." after Cancel, then the TPP with the failure', async ({
    page,
    tpp,
    tppSite,
  }) => {
    await openConsent(page, tpp, {
      'TPP-Redirect-URI': tppSite.url('/done'),
      'PSU-Accept-Language': variant.language,
    });
    const served = servedReturnPage(page);
    await page.getByRole('button', { name: variant.cancel }).click();
    await page.getByRole('button', { name: variant.yesCancel }).click();
    expect((await served).heading).toBe(variant.cancelled);
    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/done')), { timeout: 10_000 });
    expect(redirectParameters(page)).toMatchObject({ code: 'CONSENT_INVALID' });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Approved", then the TPP at once by the same refresh; Back shows "Done"', async ({ page, tpp, tppSite }) => {
    const variant = variants[0];
    const { scaRedirect } = await requestConsent(tpp, {
      'TPP-Redirect-URI': tppSite.url('/done?state=r2'),
      'PSU-Context': 'PRIVATE',
    });
    const served = await approvePrivateConsent(page, variant, scaRedirect);
    expect(served.heading).toBe(variant.approved);
    expect(served.refresh).toBe(`0;url=/sca/return/forward?sca=${served.sca}`);
    await page.waitForURL((url) => url.href.startsWith(tppSite.url('/done')), { timeout: 10_000 });
    expect(redirectParameters(page)).toMatchObject({ state: 'r2', context: 'PRIVATE' });

    await page.goBack();
    await expectDone(page, variant, tppSite);
  });
});
