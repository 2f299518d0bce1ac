import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import { derivedId } from '@/lib/bank-data-import/derived-id';
import { importBankData } from '@/lib/bank-data-import/import-bank-data';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { grantProductionConsent } from '@/tests/integration/support/grant-production-consent';
import { productionAppOfFile } from '@/tests/integration/support/production-app-of-file';
import { runBankDataImport, type ImportRun } from '@/tests/integration/support/run-bank-data-import';
import { newAccountNumber, newCustomerNumber } from '@/tests/integration/support/sandbox-tpp';

// D32: a re-import without --prune ends the access the bank took away. A consent names accounts; what it shows and
// what the PSU may pay from follow the engagements (D15, D22), so the import ends the engagements the export no longer
// gives, and a change of owner ends what was consented under the old owner. Each test imports a bank of its own.
const full = ['OWNER', 'REGISTER', 'VIEW'];

/**
 * Anne and Per (private), a company with an account Anne and Per act for, and another company. Imported in this process,
 * as set-up; the re-imports under test run the CLI.
 */
async function newBank() {
  const anne = newCustomerNumber();
  const per = newCustomerNumber();
  const company = String(100_000_000 + Math.floor(Math.random() * 900_000_000));
  const otherCompany = String(100_000_000 + Math.floor(Math.random() * 900_000_000));
  const [current, savings, companyAccount] = [
    newAccountNumber().iban,
    newAccountNumber().iban,
    newAccountNumber().iban,
  ];
  const suffix = randomUUID().slice(0, 8);
  const agreement = { anne: `ANNE-${suffix}`, per: `PER-${suffix}`, company: `COMPANY-${suffix}` };
  const card = `CARD-${suffix}`;
  const document = {
    customers: [
      { customerType: 'PRIVATE', customerNumber: anne, customerName: 'Anne Reimport' },
      { customerType: 'PRIVATE', customerNumber: per, customerName: 'Per Reimport' },
      { customerType: 'CORPORATE', customerNumber: company, customerName: 'Reimport Bygg AS' },
      { customerType: 'CORPORATE', customerNumber: otherCompany, customerName: 'Oppkjøper AS' },
    ],
    agreements: [
      { agreementNumber: agreement.anne, ownerCustomerNumber: anne },
      { agreementNumber: agreement.per, ownerCustomerNumber: per },
      { agreementNumber: agreement.company, ownerCustomerNumber: company },
    ],
    accounts: [
      { iban: current, currency: 'NOK', ownerCustomerNumber: anne, name: 'Annes brukskonto' },
      { iban: savings, currency: 'NOK', ownerCustomerNumber: anne, name: 'Annes sparekonto' },
      { iban: companyAccount, currency: 'NOK', ownerCustomerNumber: company, name: 'Driftskonto' },
    ],
    cardAccounts: [
      { cardAccountNumber: card, maskedPan: '525412******9876', currency: 'NOK', ownerCustomerNumber: anne },
    ],
    engagements: [
      { agreementNumber: agreement.anne, customerNumber: anne, iban: current, roles: full },
      { agreementNumber: agreement.anne, customerNumber: anne, iban: savings, roles: full },
      { agreementNumber: agreement.anne, customerNumber: anne, cardAccountNumber: card, roles: full },
      { agreementNumber: agreement.company, customerNumber: anne, iban: companyAccount, roles: ['REGISTER', 'VIEW'] },
      {
        agreementNumber: agreement.company,
        customerNumber: per,
        iban: companyAccount,
        roles: ['REGISTER', 'VIEW', 'APPROVE'],
      },
    ],
    balances: [{ iban: current, balanceType: 'closingBooked', amount: '5000.00' }],
  };
  const imported = await importBankData({ document, isPrune: false, now: new Date() });
  expect(imported.kind === 'invalid' ? imported.errors : []).toEqual([]);
  return { anne, per, otherCompany, current, savings, companyAccount, card, agreement, document };
}

type Bank = Awaited<ReturnType<typeof newBank>>;
type Grant = { consentId: string; psuId: string; psuCorporateId?: string };

const app = productionAppOfFile();

function expectImported(run: ImportRun): void {
  expect(run.status, run.stderr).toBe(0);
}

const accountId = async (iban: string) =>
  (await db.account.findUniqueOrThrow({ where: { tppId_iban: { tppId: productionDataOwner.id, iban } } })).id;

/** What the PSU's approval at the bank leaves behind (the approval itself is production-psu-sign-in.test.ts). */
const grant = (input: Omit<Parameters<typeof grantProductionConsent>[0], 'organizationIdentifier'>): Promise<Grant> =>
  grantProductionConsent({ ...input, organizationIdentifier: app.tpp.organizationIdentifier });

const headersOf = (who: Grant) => ({
  'PSU-ID': who.psuId,
  'PSU-IP-Address': '192.0.2.45',
  ...(who.psuCorporateId ? { 'PSU-Corporate-ID': who.psuCorporateId } : {}),
});

const read = (who: Grant, url: string) => app.tpp.client.request('GET', url, { headers: headersOf(who) });

async function listedIbans(who: Grant): Promise<string[]> {
  const response = await read(who, '/v1/accounts');
  expect(response.status, response.text).toBe(200);
  return (response.body as { accounts: { iban: string }[] }).accounts.map((account) => account.iban).sort();
}

/** A consent of `customerNumber` in the company's context for the company account, listed before any re-import. */
async function grantCompanyAccount(bank: Bank, customerNumber: string): Promise<Grant> {
  const who = await grant({ customerNumber, agreementNumber: bank.agreement.company, ibans: [bank.companyAccount] });
  expect(await listedIbans(who)).toEqual([bank.companyAccount]);
  return who;
}

/** The IBANs and masked PANs GET /v1/consents/{id} tells the TPP the consent gives access to. */
async function consentAccess(who: Grant): Promise<string[]> {
  const response = await app.tpp.client.request('GET', `/v1/consents/${who.consentId}`);
  expect(response.status, response.text).toBe(200);
  const access = (response.body as { access: { accounts: { iban?: string; maskedPan?: string }[] } }).access;
  return access.accounts.map((account) => account.iban ?? account.maskedPan ?? '').sort();
}

/** A payment initiation from `iban` for the PSU named by PSU-ID: 201, or 400 when the PSU may not pay from it (D22). */
async function payFrom(who: Grant, iban: string): Promise<number> {
  const body = {
    creditorName: 'Fjordkraft AS',
    creditorAccount: { bban: '15032080119' },
    instructedAmount: { currency: 'NOK', amount: '10.00' },
    debtorAccount: { iban },
  };
  const response = await app.tpp.client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
    body: JSON.stringify(body),
    headers: { 'PSU-ID': who.psuId },
  });
  return response.status;
}

async function engaged(agreementNumber: string): Promise<string[]> {
  const rows = await db.engagement.findMany({
    where: { agreementId: derivedId('agreement', agreementNumber) },
    select: { customer: { select: { customerNumber: true } } },
  });
  return rows.map((row) => row.customer.customerNumber).sort();
}

describe('a re-import without --prune ends the access the bank took away (D32)', { timeout: 120_000 }, () => {
  it("an account and a card account moved to another owner leave the old owner's consent, and she can no longer pay from the account", async () => {
    const bank = await newBank();
    const anne = await grant({
      customerNumber: bank.anne,
      ibans: [bank.current, bank.savings],
      cardAccountNumbers: [bank.card],
    });
    expect(await listedIbans(anne)).toEqual([bank.current, bank.savings].sort());
    expect(await payFrom(anne, bank.current)).toBe(201);

    // A delta export: the core moved the current account and the card to Per; Anne's agreement is not in it.
    const run = runBankDataImport({
      accounts: [{ ...bank.document.accounts[0], ownerCustomerNumber: bank.per }],
      cardAccounts: [{ ...bank.document.cardAccounts[0], ownerCustomerNumber: bank.per }],
      engagements: [
        { agreementNumber: bank.agreement.per, customerNumber: bank.per, iban: bank.current, roles: full },
        { agreementNumber: bank.agreement.per, customerNumber: bank.per, cardAccountNumber: bank.card, roles: full },
      ],
    });
    expectImported(run);

    expect(await listedIbans(anne)).toEqual([bank.savings]);
    expect((await read(anne, `/v1/accounts/${await accountId(bank.current)}/balances`)).status).toBe(404);
    const cards = await read(anne, '/v1/card-accounts');
    expect(cards.status, cards.text).toBe(200);
    expect((cards.body as { cardAccounts: unknown[] }).cardAccounts).toEqual([]);
    expect(await consentAccess(anne)).toEqual([bank.savings]);
    expect(await payFrom(anne, bank.current)).toBe(400);
    expect(run.stdout).toMatch(/engagements\s+2 \/ 0 \/ 0 \/ 2/);
  });

  it("a PSU the file no longer lists in an agreement it names loses that agreement's accounts and payments", async () => {
    const bank = await newBank();
    const anne = await grantCompanyAccount(bank, bank.anne);
    expect(await payFrom(anne, bank.companyAccount)).toBe(201);

    // The company's engagements now: Per's alone.
    const run = runBankDataImport({ engagements: [bank.document.engagements[4]] });
    expectImported(run);

    expect(await listedIbans(anne)).toEqual([]);
    expect((await read(anne, `/v1/accounts/${await accountId(bank.companyAccount)}`)).status).toBe(404);
    expect(await payFrom(anne, bank.companyAccount)).toBe(400);
    expect(await engaged(bank.agreement.company)).toEqual([bank.per]);
    expect(run.stdout).toMatch(/engagements\s+0 \/ 0 \/ 1 \/ 1/);
  });

  it("an agreement moved to another owner leaves the consents given for the old owner's company", async () => {
    const bank = await newBank();
    const per = await grantCompanyAccount(bank, bank.per);

    const moved = { agreementNumber: bank.agreement.company, ownerCustomerNumber: bank.otherCompany };
    expectImported(runBankDataImport({ agreements: [moved], engagements: [bank.document.engagements[4]] }));

    expect(await listedIbans(per)).toEqual([]);
    expect(await consentAccess(per)).toEqual([]);
    expect(await engaged(bank.agreement.company)).toEqual([bank.per]);
  });

  it('an agreement the file lists without engagements keeps none', async () => {
    const bank = await newBank();
    const run = runBankDataImport({ agreements: [bank.document.agreements[2]] });
    expectImported(run);
    expect(await engaged(bank.agreement.company)).toEqual([]);
    expect(run.stdout).toMatch(/engagements\s+0 \/ 0 \/ 0 \/ 2/);
  });

  it('a blocked account stays readable but cannot be paid from; a deleted one is neither', async () => {
    const bank = await newBank();
    const anne = await grant({ customerNumber: bank.anne, ibans: [bank.savings] });
    expectImported(runBankDataImport({ accounts: [{ ...bank.document.accounts[1], status: 'blocked' }] }));
    expect(await listedIbans(anne)).toEqual([bank.savings]);
    expect(await payFrom(anne, bank.savings)).toBe(400);

    expectImported(runBankDataImport({ accounts: [{ ...bank.document.accounts[1], status: 'deleted' }] }));
    expect(await listedIbans(anne)).toEqual([]);
    expect(
      (await read(anne, `/v1/accounts/${await accountId(bank.savings)}/transactions?bookingStatus=booked`)).status,
    ).toBe(404);
    expect(await payFrom(anne, bank.savings)).toBe(400);
  });
});

/** GET /v1/agreements under a PSU-ID: 200 with the agreements while the bank knows the PSU-ID, else 401 (SCA first). */
const agreementsOf = (psuId: string) =>
  app.tpp.client.request('GET', '/v1/agreements', { headers: { 'PSU-ID': psuId, 'PSU-IP-Address': '192.0.2.45' } });

describe(
  'a customer deleted by --prune takes its PSU-IDs, consents and sessions along (D32)',
  { timeout: 120_000 },
  () => {
    it("a customer imported again under the same number gets nothing of the old one's", async () => {
      const bank = await newBank();
      const anne = await grant({ customerNumber: bank.anne, ibans: [bank.current] });
      const before = await agreementsOf(anne.psuId);
      expect(before.status, before.text).toBe(200);
      expect((before.body as { agreements: unknown[] }).agreements).toHaveLength(1);
      const oldAnne = await db.customer.findUniqueOrThrow({
        where: { tppId_customerNumber: { tppId: productionDataOwner.id, customerNumber: bank.anne } },
      });
      const session = await db.psuWebSession.create({
        data: {
          id: newId(),
          tokenHash: randomUUID(),
          customerTppId: productionDataOwner.id,
          customerId: oldAnne.id,
          csrfTokenHash: randomUUID(),
          expiresAt: new Date(Date.now() + 600_000),
        },
      });

      // The bank's full data without Anne.
      const { customers, agreements, engagements } = bank.document;
      const withoutAnne = {
        customers: customers.filter((row) => row.customerNumber !== bank.anne),
        agreements: agreements.filter((row) => row.ownerCustomerNumber !== bank.anne),
        accounts: bank.document.accounts.filter((row) => row.ownerCustomerNumber !== bank.anne),
        cardAccounts: [],
        engagements: engagements.filter((row) => row.customerNumber !== bank.anne),
        balances: [],
        transactions: [],
      };
      expectImported(runBankDataImport(withoutAnne, '--prune'));
      expect(await db.psuPseudonym.count({ where: { customerNumber: bank.anne } })).toBe(0);
      expect(await db.consent.count({ where: { id: anne.consentId } })).toBe(0);
      expect(await db.psuWebSession.count({ where: { id: session.id } })).toBe(0);

      // Someone the bank opens under the same number: the TPP Anne used cannot name them with her PSU-ID.
      expectImported(runBankDataImport(bank.document));
      const after = await agreementsOf(anne.psuId);
      expect(after.status, after.text).toBe(401);
    });

    it('a customer the import creates starts without a PSU-ID left for its number; a sandbox world keeps its own', async () => {
      const number = newCustomerNumber();
      const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: app.tpp.organizationIdentifier } });
      // Left by a customer deleted before prunes ended PSU-IDs.
      const leftOver = await db.psuPseudonym.create({
        data: { id: randomUUID(), tppId: tpp.id, customerNumber: number },
      });
      const sandboxTpp = await db.tpp.create({
        data: {
          id: newId(),
          organizationIdentifier: `PSDNO-FSA-${randomUUID()}`,
          name: 'Sandbox world',
          roles: ['PSP_AI'],
        },
      });
      await db.customer.create({
        data: {
          id: newId(),
          tppId: sandboxTpp.id,
          customerNumber: number,
          customerType: 'PRIVATE',
          customerName: 'Sandbox Person',
        },
      });
      const sandboxPsuId = await db.psuPseudonym.create({
        data: { id: randomUUID(), tppId: sandboxTpp.id, customerNumber: number },
      });

      expectImported(
        runBankDataImport({
          customers: [{ customerType: 'PRIVATE', customerNumber: number, customerName: 'Ny Kunde' }],
        }),
      );
      expect(await db.psuPseudonym.count({ where: { id: leftOver.id } })).toBe(0);
      expect(await db.psuPseudonym.count({ where: { id: sandboxPsuId.id } })).toBe(1);
      expect((await agreementsOf(leftOver.id)).status).toBe(401);
    });
  },
);
