import { expect, expectAccessible, test } from './portal-tools-fixtures';

// D28: the dashboard charts the TPP's own traffic after its calls, a number of a chart's table opens the inspector on
// exactly as many calls, and the period is switched in the URL.

for (const width of [1280, 390]) {
  test(`at ${width} px charts the TPP's traffic, its numbers equal to the inspector's`, async ({
    page,
    linkedTpp: tpp,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (let index = 0; index < 2; index += 1)
      expect((await tpp.client.request('GET', '/v1/consents/unknown-consent')).status).toBeGreaterThanOrEqual(400);
    const refusals = page.locator('[data-chart="traffic-refusals"]');
    await expect
      .poll(async () => {
        await page.goto('/portal');
        return refusals.locator('table a').count();
      })
      .toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Your traffic', level: 2 })).toBeVisible();
    await expect(page.locator('[data-chart="traffic-requests"] svg a').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Requests by operation, as a table' })).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const requests = page.getByRole('region', { name: 'Requests by operation, as a table' }).locator('a').last();
    const requestCount = Number(await requests.textContent());
    await requests.click();
    await expect(page).toHaveURL(/\/portal\/requests\?authentication=authenticated&operation=/);
    await expect(page.locator('li[data-row-id]')).toHaveCount(requestCount);

    await page.goto('/portal');
    const refused = refusals.locator('table a').last();
    const refusedCount = Number(await refused.textContent());
    await refused.click();
    await expect(page).toHaveURL(/code=CONSENT_UNKNOWN/);
    await expect(page.locator('li[data-row-id]')).toHaveCount(refusedCount);

    await page.goto('/portal');
    await page.getByRole('link', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\/portal\?period=7d$/);
    await expect(page.getByRole('link', { name: '7 days' })).toHaveAttribute('aria-current', 'page');
    await expect(refusals.locator('table a')).not.toHaveCount(0);
  });
}
