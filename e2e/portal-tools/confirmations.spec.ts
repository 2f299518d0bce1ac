import { expect, expectAccessible, openSandboxCustomer, test } from './portal-tools-fixtures';

// The sandbox editor's confirmations ("Reset sandbox", "Delete") by keyboard: opening one moves the focus into it, to
// Cancel; Escape and Cancel close it and give the focus back to the button that opened it; nothing is changed until
// the destructive choice is taken.

test('Reset sandbox: the confirmation takes the focus, Escape and Cancel give it back, Confirm resets', async ({
  page,
  linkedTpp: tpp,
}) => {
  const kari = await openSandboxCustomer(page, '13039319955');
  await expect(kari).toBeVisible();
  const created = await tpp.client.request('POST', '/v1/sandbox/customers', {
    body: JSON.stringify({ customerNumber: '01017500011', customerType: 'PRIVATE', customerName: 'Kept Until Reset' }),
  });
  expect(created.status, created.text).toBe(201);
  await page.reload();
  await expect(page.getByRole('article', { name: /01017500011/ })).toBeVisible();

  const reset = page.getByRole('button', { name: 'Reset sandbox' });
  await reset.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /Reset removes all your sandbox data/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(reset).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reset).toBeFocused();
  await expect(reset).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(reset).toBeFocused();
  expect((await tpp.client.request('GET', '/v1/sandbox/customers')).text).toContain('01017500011');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Confirm reset' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The sandbox was reset.' })).toBeVisible();
  await expect(reset).toBeFocused();
  await expect(page.getByRole('article', { name: /01017500011/ })).toHaveCount(0);
});

test('Delete: the confirmation takes the focus, Escape gives it back, "Delete for good" deletes', async ({
  page,
  linkedTpp: tpp,
}) => {
  const kari = await openSandboxCustomer(page, '13039319955');
  const remove = kari.locator('header').getByRole('button', { name: 'Delete', exact: true });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = kari.getByRole('alertdialog', { name: /Delete for good\?/ });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(kari).toBeVisible();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(kari).toHaveCount(0);
  expect((await tpp.client.request('GET', '/v1/sandbox/customers')).text).not.toContain('13039319955');
});
