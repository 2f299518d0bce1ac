import { bankDate } from '@/lib/berlin-group/bank-date';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { expect, expectAccessible, test } from './portal-tools-fixtures';

// D16: the "Sandbox clock" panel on /portal/sandbox moves the same clock as /v1/sandbox/clock.

for (const width of [1280, 390]) {
  test(`at ${width} px advances the sandbox clock and takes it back to real time`, async ({ page, linkedTpp: tpp }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portal/sandbox');
    const panel = page.getByRole('region', { name: 'Sandbox clock' });
    await expect(panel.getByText('Real time', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Back to real time' })).toBeDisabled();
    await expectAccessible(page);

    await panel.getByLabel('Advance by').fill('P91D');
    await panel.getByRole('button', { name: 'Advance' }).click();
    const ahead = addDays(bankDate(new Date()), 91);
    await expect(panel.getByRole('status')).toContainText(`The sandbox clock now reads ${ahead}T`);
    await expect(panel.getByText('Moved forward', { exact: true })).toBeVisible();
    const clock = await tpp.client.request('GET', '/v1/sandbox/clock');
    expect(clock.body).toMatchObject({ realTime: false, now: expect.stringMatching(new RegExp(`^${ahead}T`)) });

    await panel.getByLabel('Advance by').fill('91 days');
    await panel.getByRole('button', { name: 'Advance' }).click();
    await expect(panel.getByRole('alert')).toContainText('FORMAT_ERROR');
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Back to real time' }).click();
    await expect(panel.getByRole('alertdialog')).toBeVisible();
    await panel.getByRole('button', { name: 'Confirm back to real time' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'The sandbox clock follows real time again, and the sandbox was reset.',
    );
    expect((await tpp.client.request('GET', '/v1/sandbox/clock')).body).toMatchObject({ realTime: true });
  });
}
