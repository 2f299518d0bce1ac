import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headlessPsu } from '@/e2e/fixtures/headless-psu';
import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { productionAppOfFile } from '@/tests/integration/support/production-app-of-file';
import { runBankDataImport as runImport } from '@/tests/integration/support/run-bank-data-import';

// D32: npm run import loads the bank's export into the production tables, idempotently, one transaction per file;
// AIS in production reads it.
const kari = '23019010066';
const ola = '23019010147';
const current = 'NO5715062233025';
const savings = 'NO3515062233033';
const olasAccount = 'NO1315062233041';

const exportDocument = () => ({
  customers: [
    { customerType: 'PRIVATE', customerNumber: kari, customerName: 'Kari Import' },
    { customerType: 'PRIVATE', customerNumber: ola, customerName: 'Ola Import' },
  ],
  agreements: [
    { agreementNumber: 'IMP-1', ownerCustomerNumber: kari },
    { agreementNumber: 'IMP-2', ownerCustomerNumber: ola },
  ],
  accounts: [
    { iban: current, currency: 'NOK', ownerCustomerNumber: kari, name: 'Brukskonto' },
    { iban: savings, currency: 'NOK', ownerCustomerNumber: kari, name: 'Sparekonto', cashAccountType: 'SVGS' },
    { iban: olasAccount, currency: 'NOK', ownerCustomerNumber: ola },
  ],
  cardAccounts: [
    {
      cardAccountNumber: 'IMP-CARD-1',
      maskedPan: '525412******3241',
      currency: 'NOK',
      ownerCustomerNumber: kari,
      creditLimit: '20000.00',
    },
  ],
  engagements: [
    { agreementNumber: 'IMP-1', customerNumber: kari, iban: current, roles: ['OWNER', 'REGISTER', 'VIEW'] },
    { agreementNumber: 'IMP-1', customerNumber: kari, iban: savings, roles: ['OWNER', 'REGISTER', 'VIEW'] },
    {
      agreementNumber: 'IMP-1',
      customerNumber: kari,
      cardAccountNumber: 'IMP-CARD-1',
      roles: ['OWNER', 'REGISTER', 'VIEW'],
    },
    { agreementNumber: 'IMP-2', customerNumber: ola, iban: olasAccount, roles: ['OWNER', 'REGISTER', 'VIEW'] },
  ],
  balances: [
    { iban: current, balanceType: 'closingBooked', amount: '12500.00', referenceDate: '2026-11-22' },
    { iban: current, balanceType: 'expected', amount: '12375.50' },
    { cardAccountNumber: 'IMP-CARD-1', balanceType: 'interimBooked', amount: '-1200.00' },
  ],
  transactions: [
    {
      iban: current,
      entryReference: 'IMP-T-1',
      bookingStatus: 'booked',
      bookingDate: '2026-11-20',
      valueDate: '2026-11-20',
      amount: '-124.50',
      creditorName: 'Rema 1000',
      additionalInformationProprietary1: 'Arkivref. 2611200001',
    },
    { iban: current, entryReference: 'IMP-T-2', bookingStatus: 'pending', amount: '-125.00', creditorName: 'Ruter AS' },
  ],
});

/** Every production row of this test's customers, as stored. */
async function snapshot() {
  const customers = await db.customer.findMany({
    where: { tppId: productionDataOwner.id, customerNumber: { in: [kari, ola] } },
    orderBy: { customerNumber: 'asc' },
  });
  const ids = customers.map((customer) => customer.id);
  const accounts = await db.account.findMany({
    where: { ownerCustomerId: { in: ids } },
    include: { balances: { orderBy: { balanceType: 'asc' } }, transactions: { orderBy: { entryReference: 'asc' } } },
    orderBy: { iban: 'asc' },
  });
  const cards = await db.cardAccount.findMany({ where: { ownerCustomerId: { in: ids } }, include: { balances: true } });
  const agreements = await db.agreement.findMany({
    where: { ownerCustomerId: { in: ids } },
    include: { engagements: { orderBy: { id: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  return { customers, accounts, cards, agreements };
}

/** An import the CLI must refuse whole: exit status 1, each message on stderr, and not a row changed. */
async function expectRefused(document: unknown, messages: string[]): Promise<void> {
  const before = await snapshot();
  const result = runImport(document);
  expect(result.status).toBe(1);
  for (const message of messages) expect(result.stderr).toContain(message);
  expect(await snapshot()).toEqual(before);
}

const app = productionAppOfFile();

// Each CLI run starts tsx and a database client: seconds each on a busy machine.
describe('npm run import (D32)', { timeout: 120_000 }, () => {
  it('creates every row once; importing the same file again changes nothing', async () => {
    const first = runImport(exportDocument());
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/customers\s+2 \/ 0 \/ 0 \/ 0/);
    expect(first.stdout).toMatch(/transactions\s+2 \/ 0 \/ 0 \/ 0/);
    const before = await snapshot();
    expect(before.accounts.map((account) => account.iban)).toEqual([olasAccount, savings, current].sort());
    expect(before.accounts.every((account) => account.tppId === productionDataOwner.id)).toBe(true);

    const second = runImport(exportDocument());
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toMatch(/customers\s+0 \/ 0 \/ 2 \/ 0/);
    expect(second.stdout).toMatch(/engagements\s+0 \/ 0 \/ 4 \/ 0/);
    expect(second.stdout).toMatch(/balances\s+0 \/ 0 \/ 3 \/ 0/);
    expect(await snapshot()).toEqual(before);
  });

  it('updates a changed balance and keeps rows a partial export leaves out', async () => {
    const document = exportDocument();
    document.balances[0] = { ...document.balances[0], amount: '9999.00' } as (typeof document.balances)[number];
    document.transactions = document.transactions.slice(0, 1);
    const result = runImport(document);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/balances\s+0 \/ 1 \/ 2 \/ 0/);
    const account = (await snapshot()).accounts.find((row) => row.iban === current);
    expect(account?.balances.find((balance) => balance.balanceType === 'closingBooked')?.amount).toBe(999900n);
    expect(account?.transactions.map((transaction) => transaction.entryReference)).toEqual(['IMP-T-1', 'IMP-T-2']);
  });

  it('refuses a file with a bad row whole: every problem named, nothing written', async () => {
    const document = exportDocument();
    document.customers.push({ customerType: 'PRIVATE', customerNumber: '15078510231', customerName: 'Not Written' });
    document.balances[0] = { ...document.balances[0], amount: '1.001' } as (typeof document.balances)[number];
    document.accounts[2] = { ...document.accounts[2], iban: 'NO1315062233042' } as (typeof document.accounts)[number];
    await expectRefused(document, ['accounts[2].iban']);
    expect(await db.customer.count({ where: { tppId: productionDataOwner.id, customerNumber: '15078510231' } })).toBe(
      0,
    );
  });

  it('refuses a new currency for an account or card account already imported, naming the row: nothing written', async () => {
    const document = exportDocument();
    document.accounts[0] = { ...document.accounts[0], currency: 'EUR' } as (typeof document.accounts)[number];
    document.cardAccounts[0] = {
      ...document.cardAccounts[0],
      currency: 'SEK',
    } as (typeof document.cardAccounts)[number];
    await expectRefused(document, [
      `accounts[0].currency: Account ${current} is held in NOK: its currency cannot change under its balances, transactions and payments`,
      'cardAccounts[0].currency: Card account IMP-CARD-1 is held in NOK: its currency cannot change under its balances and transactions',
    ]);
  });

  it('refuses a new type for a customer already imported, naming the row: nothing written', async () => {
    const document = exportDocument();
    document.customers[0] = {
      ...document.customers[0],
      customerType: 'CORPORATE',
    } as (typeof document.customers)[number];
    await expectRefused(document, [
      `customers[0].customerType: Customer ${kari} is PRIVATE: its type cannot change under its agreements, consents and payments`,
    ]);
    // A file of customers alone: no other row names the customer, and its stored type is still looked up.
    const alone = { customers: [{ customerType: 'CORPORATE', customerNumber: ola, customerName: 'Ola Import AS' }] };
    await expectRefused(alone, [
      `customers[0].customerType: Customer ${ola} is PRIVATE: its type cannot change under its agreements, consents and payments`,
    ]);
  });

  it('serves the imported accounts, balances and transactions to a TPP in production mode', async () => {
    const customer = await db.customer.findUniqueOrThrow({
      where: { tppId_customerNumber: { tppId: productionDataOwner.id, customerNumber: kari } },
    });
    const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: app.tpp.organizationIdentifier } });
    const accounts = (await snapshot()).accounts.filter((account) => account.ownerCustomerId === customer.id);
    // What the PSU's approval leaves behind (the approval itself is production-psu-sign-in.test.ts).
    const psuId = randomUUID();
    await db.psuPseudonym.create({ data: { id: psuId, tppId: tpp.id, customerNumber: kari } });
    await db.consent.create({
      data: {
        id: newId(),
        tppId: tpp.id,
        customerId: customer.id,
        context: 'PRIVATE',
        status: 'valid',
        validUntil: new Date(Date.now() + 90 * 86_400_000),
        lastScaAt: new Date(),
        accounts: { create: accounts.map((account) => ({ id: newId(), accountId: account.id })) },
      },
    });
    const read = (url: string) =>
      app.tpp.client.request('GET', url, { headers: { 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.44' } });
    const list = await read('/v1/accounts');
    expect(list.status).toBe(200);
    const listed = (list.body as { accounts: { iban: string; resourceId: string }[] }).accounts;
    expect(listed.map((account) => account.iban).sort()).toEqual([savings, current].sort());
    const currentId = listed.find((account) => account.iban === current)?.resourceId ?? '';
    const balances = await read(`/v1/accounts/${currentId}/balances`);
    expect(balances.status).toBe(200);
    expect(JSON.stringify(balances.body)).toContain('"9999.00"');
    const transactions = await read(`/v1/accounts/${currentId}/transactions?bookingStatus=both&dateFrom=2026-11-01`);
    expect(transactions.status).toBe(200);
    expect(JSON.stringify(transactions.body)).toContain('Rema 1000');
    const booked = (
      transactions.body as { transactions: { booked: { _links: { transactionDetails: { href: string } } }[] } }
    ).transactions.booked;
    const details = await read(booked[0]?._links.transactionDetails.href ?? 'no booked transaction');
    expect(details.body).toMatchObject({
      transactionsDetails: { transactionDetails: { additionalInformationProprietary1: 'Arkivref. 2611200001' } },
    });
  });

  it('without an identity provider configured, production sign-in fails closed with a clear page', async () => {
    const page = await headlessPsu(app.baseUrl).get('/my-consents');
    expect(page.html).toContain('Sign-in with BankID is not available');
    expect(page.html).not.toContain('name="nationalIdentityNumber"');
  });

  it('--prune refuses a file that lacks a part (a batch, not the full data): nothing deleted', async () => {
    const before = await snapshot();
    const { transactions: _batchLeavesThemOut, ...batch } = exportDocument();
    const result = runImport(batch, '--prune');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "transactions: --prune takes the bank's full data, and the file has no transactions part (give [] when there are none)",
    );
    expect(await snapshot()).toEqual(before);
  });

  it('--prune deletes the production rows a full export does not name', async () => {
    const document = exportDocument();
    const full = {
      ...document,
      customers: document.customers.slice(0, 1),
      agreements: document.agreements.slice(0, 1),
      accounts: document.accounts.slice(0, 2),
      engagements: document.engagements.slice(0, 3),
    };
    const result = runImport(full, '--prune');
    expect(result.status, result.stderr).toBe(0);
    const after = await snapshot();
    expect(after.customers.map((customer) => customer.customerNumber)).toEqual([kari]);
    expect(after.accounts.map((account) => account.iban).sort()).toEqual([savings, current].sort());
  });
});
