import { endScaSessionIn } from '../fixtures/e2e-database';
import { expect, openConsent, test } from '../fixtures/psu-test';

// D29: a minute before the SCA session ends, its pages say so, without JavaScript: a status notice revealed by a CSS
// animation whose delay the server set from the session's end.
test.use({ javaScriptEnabled: false });

test('the notice waits while the session is young, and shows once less than a minute is left, in both languages', async ({
  page,
  tpp,
}) => {
  const { scaRedirect } = await openConsent(page, tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
  const warning = page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Your session ends at' });
  await expect(warning).toHaveCount(1);
  await expect(warning).toBeHidden();

  await endScaSessionIn(scaRedirect, 30);
  await page.reload();
  await expect(warning).toBeVisible();
  await expect(warning).toHaveText(/^Your session ends at \d\d:\d\d, in less than a minute\. Approve or cancel now/);

  const norwegian = await openConsent(page, tpp, {
    'TPP-Redirect-URI': 'https://tpp.example/cb',
    'PSU-Accept-Language': 'nb',
  });
  await endScaSessionIn(norwegian.scaRedirect, 30);
  await page.reload();
  await expect(
    page.getByRole('status', { includeHidden: true }).filter({ hasText: 'Økten din avsluttes kl.' }),
  ).toBeVisible();
});
