import { expect, expectAccessible, openSandboxCustomer, test } from './portal-tools-fixtures';

// The sandbox editor in Chromium: the TPP's known state, a refused field shown next to it, an edit the API sees,
// "Reset sandbox" with its confirmation and "Run batch now" once there is a payment.

for (const width of [1280, 390]) {
  test(`at ${width} px edits the sandbox through the API's checks and resets it`, async ({ page, linkedTpp: tpp }) => {
    await page.setViewportSize({ width, height: 900 });
    const kari = await openSandboxCustomer(page, '13039319955');
    await expect(page.getByRole('heading', { name: 'Sandbox data', level: 1 })).toBeVisible();
    await expect(kari).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run batch now' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByText('New customer', { exact: true }).first().click();
    const form = page.getByRole('form', { name: 'New customer' });
    await form.getByLabel(/^Customer number/).fill('12345678901');
    await form.getByLabel('Name').fill('Wrong Number');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.locator('p[id$="-customerNumber-error"]')).toContainText('FORMAT_ERROR');
    await expect(form.getByLabel(/^Customer number/)).toHaveAttribute('aria-invalid', 'true');

    const account = kari.locator('li').filter({ hasText: /^NO/ }).first();
    await account.locator('summary', { hasText: 'Edit balances' }).click();
    await account.getByLabel('closingBooked (minor units)').fill('4242');
    await account.getByRole('button', { name: 'Save' }).click();
    await expect(account).toContainText('closingBooked 4242 NOK');
    const customers = await tpp.client.request('GET', '/v1/sandbox/customers?withAccounts=true');
    expect(customers.text).toContain('"amount":4242');

    await page.getByRole('button', { name: 'Reset sandbox' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm reset' }).click();
    await expect(page.getByText('The sandbox was reset.')).toBeVisible();
    await expect(kari).not.toContainText('closingBooked 4242 NOK');
  });
}

test('adds a transaction to an account and to a card account, each with the fields of its kind', async ({
  page,
  linkedTpp: tpp,
}) => {
  const kari = await openSandboxCustomer(page, '13039319955');
  const items = [
    {
      item: kari.locator('li').filter({ hasText: /^NO/ }).first(),
      fields: { 'Creditor name': 'Fjordkafé AS', 'Remittance information': 'Lunsj' },
    },
    {
      item: kari.locator('li').filter({ hasText: '492500******1234' }).first(),
      fields: { 'Card acceptor name': 'Narvesen Oslo S', 'Transaction details': 'Kaffe' },
    },
  ];
  for (const { item, fields } of items) {
    await item.locator('summary', { hasText: 'New transaction' }).click();
    const form = item.getByRole('form', { name: 'New transaction' });
    await form.getByLabel(/^Amount in minor units/).fill('-4900');
    for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved.');
  }
  // What the API keeps: each kind's own fields on its own transaction.
  const customers = (await tpp.client.request('GET', '/v1/sandbox/customers?withAccounts=true'))
    .body as SandboxCustomers;
  const owner = customers.customers.find((customer) => customer.customerNumber === '13039319955');
  const account = owner?.accounts?.find((candidate) => candidate.iban.startsWith('NO'));
  const card = owner?.cardAccounts?.find((candidate) => candidate.maskedPan === '492500******1234');
  const accountTransactions = await tpp.client.request(
    'GET',
    `/v1/sandbox/accounts/${account?.resourceId}/transactions`,
  );
  const cardTransactions = await tpp.client.request(
    'GET',
    `/v1/sandbox/card-accounts/${card?.resourceId}/transactions`,
  );
  expect(accountTransactions.text).toContain('"creditorName":"Fjordkafé AS"');
  expect(accountTransactions.text).toContain('"remittanceInformationUnstructured":"Lunsj"');
  expect(cardTransactions.text).toContain('"cardAcceptorName":"Narvesen Oslo S"');
  expect(cardTransactions.text).toContain('"transactionDetails":"Kaffe"');
});

test('marks the engagement field the API names: an unknown masked PAN is the masked PAN field, not the IBAN field', async ({
  page,
  linkedTpp: _linkedTpp,
}) => {
  const company = await openSandboxCustomer(page, '18129215603');
  await company.locator('summary', { hasText: 'New engagement' }).first().click();
  const form = company.getByRole('form', { name: 'New engagement' }).first();
  await form.getByLabel('Customer number of the PSU').fill('12085592767');
  await form.getByLabel('or card masked PAN').fill('999999******0000');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByLabel('or card masked PAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Account IBAN')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('p[id$="-maskedPan-error"]')).toContainText('999999******0000');
});

type SandboxCustomers = {
  customers: {
    customerNumber: string;
    accounts?: { resourceId: string; iban: string }[];
    cardAccounts?: { resourceId: string; maskedPan: string }[];
  }[];
};

test.describe('in Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('offers Run batch now once the TPP has a payment', async ({ page, linkedTpp: tpp }) => {
    const payment = await tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      body: JSON.stringify({
        creditorName: 'Fjordkraft AS',
        creditorAccount: { bban: '15032080119' },
        instructedAmount: { currency: 'NOK', amount: '10.00' },
      }),
      headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/paid' },
    });
    expect(payment.status, payment.text).toBe(201);
    await page.goto('/portal/sandbox');
    await expect(page.getByRole('heading', { name: 'Sandkassedata', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Kjør batch nå' }).click();
    await expect(page.getByText('Batchkjøringen er ferdig.')).toBeVisible();
    await expectAccessible(page);
  });
});
