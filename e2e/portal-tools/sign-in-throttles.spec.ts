import { expect, expectAccessible, test } from './portal-tools-fixtures';

// D19: a developer sees their own sandbox customers' locked numbers on the sandbox page, and resets one.
test('lists a locked sandbox customer under "Sign-in throttles" and resets it', async ({
  page,
  linkedTpp: _linkedTpp,
}) => {
  // A company's number is no person on "My consents": five refusals lock it in this TPP's world.
  await page.goto('/my-consents');
  const csrfToken = await page.locator('input[name="csrfToken"]').inputValue();
  for (let attempt = 1; attempt <= 5; attempt++) {
    const refused = await page.request.post('/my-consents/actions/sign-in', {
      form: { nationalIdentityNumber: '18129215603', csrfToken },
      maxRedirects: 0,
    });
    expect(refused.headers().location).toBe('/my-consents?error=unknown');
  }

  await page.goto('/portal/sandbox');
  const section = page.getByRole('region', { name: 'Sign-in throttles' });
  const row = section.getByRole('row', { name: /18129215603/ });
  await expect(row).toContainText('Locked for 15 more minutes');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Reset 18129215603' }).click();
  await expect(page.getByRole('status').filter({ hasText: "The customer's sign-in counter is reset." })).toBeVisible();
  await expect(section).toContainText('None of your sandbox customers has refused sign-ins just now.');
});
