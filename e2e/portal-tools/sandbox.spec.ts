import type { Page } from '@playwright/test';
import type { SandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { completeSca } from '../fixtures/complete-sca';
import { grantKariPrivateConsent } from '../fixtures/psu-test';
import { expect, expectAccessible, openSandboxCustomer, test } from './portal-tools-fixtures';

// The sandbox editor in Chromium: the TPP's known state, a refused field shown next to it, an edit the API sees in the
// customer's units, "Reset sandbox" with its confirmation, an account's payments with the bank's hold, release and stop,
// and "Run batch now" with what the run did.

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
    const closingBooked = account.getByLabel('Closing booked (closingBooked)');
    // A decimal in the customer's units, not minor units: bad input is refused here, in words, and nothing is sent.
    await closingBooked.fill('12,5 kroner');
    await account.getByRole('button', { name: 'Save' }).click();
    await expect(closingBooked).toHaveAttribute('aria-invalid', 'true');
    await expect(account.locator('p[id$="-closingBooked-error"]')).toHaveText(
      'Enter an amount such as 1 250,50 or 1250.50.',
    );
    await closingBooked.fill('1 250,50');
    await account.getByRole('button', { name: 'Save' }).click();
    await expect(account).toContainText('Closing booked (closingBooked): NOK\u00a01,250.50');
    await expect(closingBooked).not.toHaveAttribute('aria-invalid', 'true');
    // D7: the API keeps minor units, which the account information API shows as 1250.50.
    const customers = await tpp.client.request('GET', '/v1/sandbox/customers?withAccounts=true');
    expect(customers.text).toContain('"amount":125050');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reset sandbox' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm reset' }).click();
    await expect(page.getByText('The sandbox was reset.')).toBeVisible();
    await expect(kari).not.toContainText('NOK\u00a01,250.50');
  });
}

test("shows each balance as the account information API answers it, in the customer's units", async ({
  page,
  linkedTpp: tpp,
  tppSite,
}) => {
  const psuId = await grantKariPrivateConsent(page, tpp, tppSite, 'units');
  const read = await tpp.client.request('GET', '/v1/accounts?withBalance=true', {
    headers: { 'PSU-ID': psuId, 'PSU-IP-Address': '198.51.100.7' },
  });
  expect(read.status, read.text).toBe(200);
  const { accounts } = read.body as {
    accounts: { iban: string; balances: { balanceType: string; balanceAmount: { amount: string } }[] }[];
  };
  const kari = await openSandboxCustomer(page, '13039319955');
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'NOK' });
  for (const account of accounts) {
    const item = kari.locator('li').filter({ hasText: account.iban }).first();
    for (const balance of account.balances) {
      // The API's "79437.85" is the editor's "NOK 79,437.85", never the minor units 7943785.
      const shown = money.format(Number(balance.balanceAmount.amount));
      await expect(item).toContainText(`(${balance.balanceType}): ${shown}`);
    }
  }
  expect(accounts.length).toBeGreaterThan(0);
});

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
    await form.getByLabel('Amount (negative is a debit)').fill('-49,00');
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
  expect(accountTransactions.text).toContain('"amount":-4900');
});

test('marks the engagement field the API names: an unknown masked PAN is the masked PAN field, not the IBAN field', async ({
  page,
  linkedTpp: _linkedTpp,
}) => {
  const company = await openSandboxCustomer(page, '18129215603');
  // Roles in words with the API's names beside them.
  await expect(company).toContainText('View (VIEW), Register payments (REGISTER)');
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
    accounts?: { resourceId: string; iban: string; name: string | null }[];
    cardAccounts?: { resourceId: string; maskedPan: string }[];
  }[];
};

/** Kari's Brukskonto (D10) in the TPP's sandbox: its resourceId and IBAN. */
async function kariCurrentAccount(tpp: SandboxTpp): Promise<{ resourceId: string; iban: string }> {
  const customers = (await tpp.client.request('GET', '/v1/sandbox/customers?withAccounts=true'))
    .body as SandboxCustomers;
  const kari = customers.customers.find((customer) => customer.customerNumber === '13039319955');
  const account = kari?.accounts?.find((candidate) => candidate.name === 'Brukskonto');
  if (!account) throw new Error('Kari has no Brukskonto in this sandbox');
  return account;
}

/** A signed domestic payment from `iban`, approved by Kari over HTTP (D22, D23) unless `isApproved` is false. */
async function kariPayment(input: {
  tpp: SandboxTpp;
  baseUrl: string;
  iban: string;
  amount: string;
  isApproved?: boolean;
}) {
  const created = await input.tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
    body: JSON.stringify({
      debtorAccount: { iban: input.iban },
      creditorName: 'Fjordkraft AS',
      creditorAccount: { bban: '15032080119' },
      instructedAmount: { currency: 'NOK', amount: input.amount },
    }),
    headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/paid', 'PSU-Context': 'PRIVATE' },
  });
  expect(created.status, created.text).toBe(201);
  const body = created.body as { paymentId: string; _links: { scaRedirect: { href: string } } };
  if (input.isApproved !== false)
    await completeSca({
      baseUrl: input.baseUrl,
      scaRedirect: body._links.scaRedirect.href,
      customerNumber: '13039319955',
    });
  return body.paymentId;
}

/** At 390 px, the editor opened on Kari's Brukskonto: its IBAN and its item. */
async function openKariCurrentAccount(page: Page, tpp: SandboxTpp) {
  await page.setViewportSize({ width: 390, height: 900 });
  const { iban } = await kariCurrentAccount(tpp);
  const kari = await openSandboxCustomer(page, '13039319955');
  return { iban, account: kari.locator('li').filter({ hasText: iban }).first() };
}

/** The row of a payment in the editor's payment list. */
const paymentRow = (page: Page, paymentId: string) => page.locator(`[id="sandbox-payment-${paymentId}"]`);

test('lists an account\'s payments, holds, releases and stops one, and says what "Run batch now" did', async ({
  page,
  linkedTpp: tpp,
  baseURL,
}) => {
  // Three payments approved over HTTP, then the editor: more than the default minute on a busy machine.
  test.slow();
  const { iban, account } = await openKariCurrentAccount(page, tpp);
  await account.locator('summary', { hasText: 'Edit balances' }).click();
  for (const label of ['Closing booked (closingBooked)', 'Expected (expected)'])
    await account.getByLabel(label).fill('100.00');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account).toContainText('Expected (expected): NOK\u00a0100.00');

  const baseUrl = baseURL ?? '';
  const paid = await kariPayment({ tpp, baseUrl, iban, amount: '10.00' });
  const tooLarge = await kariPayment({ tpp, baseUrl, iban, amount: '500.00' });
  const held = await kariPayment({ tpp, baseUrl, iban, amount: '1.00' });
  await page.reload();
  for (const paymentId of [paid, tooLarge, held])
    await expect(paymentRow(page, paymentId)).toContainText('Approved, waiting for the batch (PDNG)');
  await expect(paymentRow(page, tooLarge)).toContainText('NOK\u00a0500.00');
  await expect(paymentRow(page, tooLarge)).toContainText('Fjordkraft AS');

  await paymentRow(page, held).getByRole('button', { name: 'Hold' }).click();
  await expect(page.getByText(`Payment ${held} is on hold (ACWP): the batch leaves it.`)).toBeVisible();
  await expect(paymentRow(page, held)).toContainText('On hold (ACWP)');
  await expect(paymentRow(page, held).getByRole('button', { name: 'Hold' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Run batch now' }).click();
  const summary = page.getByRole('status').filter({ hasText: 'Batch run:' });
  await expect(summary).toContainText('Batch run: 1 executed, 1 left for a later run, 0 rejected.');
  await expect(summary.getByRole('link', { name: paid })).toHaveAttribute('href', `#sandbox-payment-${paid}`);
  await expect(summary.getByRole('link', { name: tooLarge })).toHaveAttribute('href', `#sandbox-payment-${tooLarge}`);
  await expect(summary.getByRole('link', { name: held })).toHaveCount(0);
  await summary.getByRole('link', { name: paid }).click();
  await expect(page).toHaveURL(new RegExp(`#sandbox-payment-${paid}$`));
  await expect(paymentRow(page, paid)).toContainText('Executed (ACSC)');
  await expect(paymentRow(page, paid).getByRole('button')).toHaveCount(0);
  await expect(paymentRow(page, tooLarge)).toContainText('Approved, waiting for the batch (PDNG)');
  await expectAccessible(page);

  await paymentRow(page, held).getByRole('button', { name: 'Release' }).click();
  await expect(paymentRow(page, held)).toContainText('Approved, waiting for the batch (PDNG)');
  await paymentRow(page, held).getByRole('button', { name: 'Stop' }).click();
  await expect(paymentRow(page, held)).toContainText('Rejected (RJCT)');
  await expect(paymentRow(page, held).getByRole('button')).toHaveCount(0);
  const status = await tpp.client.request('GET', `/v1/payments/norwegian-domestic-credit-transfers/${held}/status`);
  expect(status.body).toMatchObject({ transactionStatus: 'RJCT' });
});

test.describe('in Norwegian', () => {
  test.use({ locale: 'nb-NO' });

  test('reads and shows amounts the Norwegian way, lists a payment waiting for SCA, and says a batch had nothing due', async ({
    page,
    linkedTpp: tpp,
    baseURL,
  }) => {
    const { iban, account } = await openKariCurrentAccount(page, tpp);
    const waiting = await kariPayment({ tpp, baseUrl: baseURL ?? '', iban, amount: '1250.50', isApproved: false });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sandkassedata', level: 1 })).toBeVisible();
    await account.locator('summary', { hasText: 'Endre saldoer' }).click();
    const closingBooked = account.getByLabel('Bokført saldo (closingBooked)');
    await closingBooked.fill('1,255');
    await account.getByRole('button', { name: 'Lagre' }).click();
    await expect(account.locator('p[id$="-closingBooked-error"]')).toHaveText('Denne valutaen har høyst 2 desimaler.');
    await closingBooked.fill('12\u00a0345,6');
    await account.getByRole('button', { name: 'Lagre' }).click();
    await expect(account).toContainText('Bokført saldo (closingBooked): 12\u00a0345,60\u00a0kr');

    const row = paymentRow(page, waiting);
    await expect(row).toContainText('Mottatt, venter på godkjenning (RCVD)');
    await expect(row).toContainText('1\u00a0250,50\u00a0kr');
    await expect(row).toContainText('Enkeltbetaling (payments)');
    await expect(row.getByRole('button', { name: 'Hold tilbake' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Stopp' })).toBeVisible();

    await page.getByRole('button', { name: 'Kjør batch nå' }).click();
    await expect(page.getByText('Ingenting å kjøre: ingen betalinger ventet på batchen.')).toBeVisible();
    await expectAccessible(page);
  });
});
