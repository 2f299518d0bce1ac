import { signInDeveloper } from '../fixtures/portal-developer';
import { expect, signIn, test } from '../fixtures/psu-test';

// D19: after 5 refused sign-ins for one number within 15 minutes, the next is answered 429 with Retry-After, unchecked,
// and the page says when to try again, blaming the number (an address is only slowed down, never locked).
test('"My consents" says when to try again after too many failed sign-ins for a number', async ({
  page,
  tpp,
  baseURL,
}) => {
  const unknownNumber = '99999999999';
  // D17: in the sandbox "My consents" signs in within the world of the portal session's TPP.
  await signInDeveloper(page.context(), baseURL ?? '', tpp.organizationIdentifier);
  await page.goto('/my-consents');
  const csrfToken = await page.locator('input[name="csrfToken"]').inputValue();
  for (let attempt = 1; attempt <= 5; attempt++) {
    const refused = await page.request.post('/my-consents/actions/sign-in', {
      form: { nationalIdentityNumber: unknownNumber, csrfToken },
      maxRedirects: 0,
    });
    expect(refused.headers().location).toBe('/my-consents?error=unknown');
  }

  await page.goto('/my-consents');
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/my-consents/actions/sign-in'),
  );
  await signIn(page, unknownNumber);
  const throttled = await answer;
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(14 * 60);

  await expect(page).toHaveURL(/\/my-consents\?error=throttled&until=\d+$/);
  const alert = page.locator('#sign-in-error');
  await expect(alert).toContainText('Try again later');
  await expect(alert).toContainText(
    'Too many failed sign-ins with this number. For your security, sign-in with it is paused: try again in 15 minutes.',
  );
  await expect(page.getByLabel('National identity number')).toBeVisible();
});
