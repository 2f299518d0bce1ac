import { expect, kari, openConsent, requestConsent, test } from '../fixtures/psu-test';

// D17: strict CSP that allows no script, with frame-ancestors 'none', nothing from other sites, a httpOnly SameSite session cookie, and
// forms that only our own pages can post.
test('the PSU pages send strict security headers and run without CSP violations', async ({ page, tpp, tppSite }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const { scaRedirect } = await requestConsent(tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(scaRedirect).origin) foreignRequests.push(request.url());
  });
  const response = await page.goto(scaRedirect);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'none';/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("form-action 'self'");
  expect(headers).toMatchObject({
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });

  const [cookie] = await page.context().cookies();
  expect(cookie).toMatchObject({ name: 'nordbank-sca', httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
  expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 15 * 60 + 5);

  await page.getByLabel('National identity number').fill(kari);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who are you acting for?' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(foreignRequests).toEqual([]);
});

test('a form posted from another site is refused, and so is one without the CSRF token', async ({
  page,
  tpp,
  tppSite,
}) => {
  await openConsent(page, tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  const crossSite = await page.request.post('/sca/actions/sign-in', {
    form: { nationalIdentityNumber: kari },
    headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(303);
  expect(crossSite.headers().location).toBe('/sca/ended?reason=forbidden');
  const noToken = await page.request.post('/sca/actions/sign-in', {
    form: { nationalIdentityNumber: kari },
    maxRedirects: 0,
  });
  expect(noToken.headers().location).toBe('/sca/ended?reason=forbidden');
  await page.reload();
  await expect(page.getByLabel('National identity number')).toBeVisible();
});

test('the pages cannot be framed', async ({ page, tpp, tppSite }) => {
  const { scaRedirect } = await requestConsent(tpp, { 'TPP-Redirect-URI': tppSite.url('/cb') });
  await page.goto(tppSite.url('/frame'));
  await page.setContent(`<iframe id="bank" src="${scaRedirect}"></iframe>`);
  const frame = page.frameLocator('#bank');
  await expect(frame.getByLabel('National identity number')).toHaveCount(0);
});
