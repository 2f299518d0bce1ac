import { describe, expect, it } from 'vitest';
import type { SandboxAccountView } from '@/lib/sandbox/accounts/present-sandbox-account';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import type { SandboxTransactionView } from '@/lib/sandbox/transactions/present-sandbox-transaction';
import {
  daysFromToday,
  errorOf,
  initializeSandboxOf,
  newAccountNumber,
  newSandboxTpp,
  today,
  type SandboxTpp,
} from '@/tests/integration/support/sandbox-tpp';
import { badRequest, withTomorrow } from '@/tests/integration/support/sandbox-refusals';
import { postSandboxCustomer } from '@/tests/integration/support/post-sandbox-customer';

// /v1/sandbox/accounts/{mockAccountId}/transactions: spec "Sandbox transaction" and "List sandbox account transactions".

async function accountIn(tpp: SandboxTpp): Promise<SandboxAccountView & { ownerName: string }> {
  const customer = (await postSandboxCustomer(tpp, { customerType: 'PRIVATE', customerName: 'Ingrid Johansen' }))
    .body as SandboxCustomerView;
  const account = (await tpp.post('/v1/sandbox/accounts', { customerNumber: customer.customerNumber, currency: 'NOK' }))
    .body as SandboxAccountView;
  return { ...account, ownerName: customer.customerName };
}

describe('POST /v1/sandbox/accounts/{mockAccountId}/transactions', () => {
  it('creates a debit (201) with every field of the table and _links.self, filling in the account as debtor', async () => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    const creditor = newAccountNumber();
    const request = {
      amount: -123_45,
      currency: 'NOK',
      bookingDate: daysFromToday(-2),
      valueDate: daysFromToday(-1),
      remittanceInformationUnstructured: 'Faktura 2041',
      remittanceInformationStructuredArray: [
        { reference: '12345678903', referenceType: 'SCOR', referenceIssuer: 'Fjordkraft AS' },
      ],
      creditorName: 'Fjordkraft AS',
      creditorAccount: { bban: creditor.bban },
      bankTransactionCode: 'PMNT-ICDT-DMCT',
      ultimateDebtor: 'Ingrid J.',
      ultimateCreditor: 'Fjordkraft Strøm',
      purposeCode: 'ELEC',
      additionalInformationProprietary1: 'Arkivref. 2611240001',
      additionalInformationProprietary2: 'Oppdrag 77',
    };
    const created = await tpp.post(account._links.transactions.href, request);
    expect(created.status).toBe(201);
    const transaction = created.body as SandboxTransactionView;
    expect(transaction).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      amount: -12_345,
      currency: 'NOK',
      bookingStatus: 'booked',
      valueDate: request.valueDate,
      remittanceInformationUnstructured: 'Faktura 2041',
      remittanceInformationStructuredArray: request.remittanceInformationStructuredArray,
      creditorName: 'Fjordkraft AS',
      creditorAccount: creditor,
      debtorName: account.ownerName,
      debtorAccount: { iban: account.iban, bban: account.bban },
      bankTransactionCode: 'PMNT-ICDT-DMCT',
      ultimateDebtor: 'Ingrid J.',
      ultimateCreditor: 'Fjordkraft Strøm',
      purposeCode: 'ELEC',
      bookingDate: request.bookingDate,
      additionalInformationProprietary1: 'Arkivref. 2611240001',
      additionalInformationProprietary2: 'Oppdrag 77',
      _links: { self: { href: `${account._links.transactions.href}/${transaction.id}`, verbs: ['GET'] } },
    });
    expect((await tpp.get(transaction._links.self.href)).body).toEqual(transaction);
    expect((await tpp.get(account._links.transactions.href)).body).toEqual([transaction]);
  });

  it('creates a credit from an outside debtor with defaults: value date = booking date, absent fields null', async () => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    const debtor = newAccountNumber();
    const created = await tpp.post(account._links.transactions.href, {
      amount: 50_000,
      currency: 'NOK',
      bookingDate: today(),
      debtorName: 'Per Hansen',
      debtorAccount: { iban: debtor.iban },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      amount: 50_000,
      bookingStatus: 'booked',
      bookingDate: today(),
      valueDate: today(),
      debtorName: 'Per Hansen',
      debtorAccount: debtor,
      creditorName: account.ownerName,
      creditorAccount: { iban: account.iban, bban: account.bban },
      remittanceInformationUnstructured: null,
      remittanceInformationStructuredArray: null,
      bankTransactionCode: null,
      purposeCode: null,
      ultimateDebtor: null,
      ultimateCreditor: null,
    });
  });

  it('creates a pending transaction without a booking date, valued today', async () => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    const created = await tpp.post(account._links.transactions.href, {
      amount: -999,
      currency: 'NOK',
      bookingStatus: 'pending',
      creditorName: 'Vinmonopolet',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ bookingStatus: 'pending', bookingDate: null, valueDate: today() });
  });

  it('refuses a debtor that is another account of this sandbox, with a message that says so', async () => {
    const tpp = newSandboxTpp();
    const [account, other] = [await accountIn(tpp), await accountIn(tpp)];
    for (const debtorAccount of [{ iban: other.iban }, { bban: other.bban }]) {
      const response = await tpp.post(account._links.transactions.href, {
        amount: 10_000,
        currency: 'NOK',
        bookingDate: today(),
        debtorAccount,
      });
      expect(errorOf(response)).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'debtorAccount' });
      expect((response.body as { tppMessages: { text: string }[] }).tppMessages[0]?.text).toContain(
        `debtorAccount ${other.iban} is another account in your sandbox`,
      );
    }
  });

  const booked = { amount: 100, currency: 'NOK', bookingDate: '2026-01-05' };
  it.each([
    ['a booking date in the future', { bookingDate: 'TOMORROW' }, 'bookingDate'],
    ['a value date in the future', { valueDate: 'TOMORROW' }, 'valueDate'],
    ['a booking date after the value date', { bookingDate: '2026-01-05', valueDate: '2026-01-04' }, 'bookingDate'],
    ['a booked transaction without a booking date', { bookingDate: undefined }, 'bookingDate'],
    ['a pending transaction with a booking date', { bookingStatus: 'pending' }, 'bookingDate'],
    ['a bookingStatus outside its enum', { bookingStatus: 'both' }, 'bookingStatus'],
    ['a date that is not ISO 8601', { bookingDate: '05.01.2026' }, 'bookingDate'],
    ['a date that does not exist', { valueDate: '2026-02-30' }, 'valueDate'],
    ['a date-time instead of a date', { bookingDate: '2026-01-05T10:00:00+01:00' }, 'bookingDate'],
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['an amount with decimals', { amount: 1.5 }, 'amount'],
    ['an amount beyond int32', { amount: 2_147_483_648 }, 'amount'],
    ['an amount as a string', { amount: '100' }, 'amount'],
    ["a currency other than the account's", { currency: 'EUR' }, 'currency'],
    ['a currency that is not ISO 4217', { currency: 'KRN' }, 'currency'],
    ['a bankTransactionCode of 3 characters', { bankTransactionCode: 'PMN' }, 'bankTransactionCode'],
    ['a bankTransactionCode of 15 characters', { bankTransactionCode: 'PMNT-RCDT-ESCTX' }, 'bankTransactionCode'],
    ['a purposeCode that is not four capitals', { purposeCode: 'sala' }, 'purposeCode'],
    ['a creditorName of 71 characters', { creditorName: 'C'.repeat(71) }, 'creditorName'],
    ['a creditorName of blanks only', { creditorName: '  ' }, 'creditorName'],
    ['an ultimateDebtor of 71 characters', { ultimateDebtor: 'U'.repeat(71) }, 'ultimateDebtor'],
    [
      'a remittanceInformationUnstructured of 141 characters',
      { remittanceInformationUnstructured: 'R'.repeat(141) },
      'remittanceInformationUnstructured',
    ],
    [
      'an empty remittanceInformationStructuredArray',
      { remittanceInformationStructuredArray: [] },
      'remittanceInformationStructuredArray',
    ],
    [
      'a structured reference of 36 characters',
      { remittanceInformationStructuredArray: [{ reference: '1'.repeat(36) }] },
      'remittanceInformationStructuredArray[0].reference',
    ],
    ['a debtorAccount without iban or bban', { debtorAccount: {} }, 'debtorAccount.iban'],
    ['a debtorAccount with an invalid IBAN', { debtorAccount: { iban: 'NO9386011117948' } }, 'debtorAccount.iban'],
    ['a creditorAccount with an invalid BBAN', { creditorAccount: { bban: '86011117948' } }, 'creditorAccount.bban'],
    [
      'a creditorAccount with an unknown field',
      { creditorAccount: { iban: 'NO9386011117947', currency: 'NOK' } },
      'creditorAccount.currency',
    ],
    ['a credit whose creditor is another account', { creditorAccount: { iban: 'NO9386011117947' } }, 'creditorAccount'],
    [
      'a debit whose debtor is another account',
      { amount: -100, debtorAccount: { iban: 'NO9386011117947' } },
      'debtorAccount',
    ],
    [
      'an emoji in a text field (D12)',
      { remittanceInformationUnstructured: 'Takk 🎉' },
      'remittanceInformationUnstructured',
    ],
    ['an unknown field', { bookingStatusText: 'x' }, 'bookingStatusText'],
  ])('refuses %s: 400 FORMAT_ERROR naming the field', async (_case, fields, path) => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    const body = withTomorrow({ ...booked, ...fields });
    expect(errorOf(await tpp.post(account._links.transactions.href, body))).toEqual(badRequest(path));
  });

  it('answers 404 RESOURCE_UNKNOWN for an unknown account, and for an unknown transaction of a known account', async () => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    expect(errorOf(await tpp.post('/v1/sandbox/accounts/AAAAAAAAAAAAAAAAAAAAAA/transactions', booked))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
    expect(errorOf(await tpp.get(`${account._links.transactions.href}/AAAAAAAAAAAAAAAAAAAAAA`))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });
});

describe('GET /v1/sandbox/accounts/{mockAccountId}/transactions', () => {
  async function knownAccount(): Promise<{
    tpp: SandboxTpp;
    account: SandboxAccountView;
    all: SandboxTransactionView[];
  }> {
    const tpp = newSandboxTpp();
    const customers = await initializeSandboxOf(tpp);
    const account = customers[1]?.accounts?.find((candidate) => candidate.name === 'Brukskonto') as SandboxAccountView;
    return { tpp, account, all: (await tpp.get(account._links.transactions.href)).body as SandboxTransactionView[] };
  }

  it('lists pending first, then booked by booking date descending; offset and limit page through the same order', async () => {
    const { tpp, account, all } = await knownAccount();
    const firstBooked = all.findIndex((transaction) => transaction.bookingStatus === 'booked');
    expect(firstBooked).toBeGreaterThan(0);
    expect(all.slice(0, firstBooked).every((transaction) => transaction.bookingStatus === 'pending')).toBe(true);
    const bookingDates = all.slice(firstBooked).map((transaction) => transaction.bookingDate ?? '');
    expect(bookingDates).toEqual([...bookingDates].sort().reverse());
    const pages: SandboxTransactionView[] = [];
    for (let offset = 0; offset < all.length; offset += 7)
      pages.push(
        ...((await tpp.get(`${account._links.transactions.href}?offset=${offset}&limit=7`))
          .body as SandboxTransactionView[]),
      );
    expect(pages).toEqual(all);
    expect((await tpp.get(`${account._links.transactions.href}?offset=${all.length}`)).body).toEqual([]);
    expect((await tpp.get(`${account._links.transactions.href}?limit=1`)).body).toEqual(all.slice(0, 1));
  });

  it('filters by fromDate and toDate: booked ones by booking date, pending ones by value date', async () => {
    const { tpp, account, all } = await knownAccount();
    const [fromDate, toDate] = [daysFromToday(-40), daysFromToday(-10)];
    const filtered = (await tpp.get(`${account._links.transactions.href}?fromDate=${fromDate}&toDate=${toDate}`))
      .body as SandboxTransactionView[];
    expect(filtered).toEqual(
      all.filter(
        (transaction) =>
          transaction.bookingStatus === 'booked' &&
          transaction.bookingDate! >= fromDate &&
          transaction.bookingDate! <= toDate,
      ),
    );
    const recent = (await tpp.get(`${account._links.transactions.href}?fromDate=${today()}`))
      .body as SandboxTransactionView[];
    expect(recent).toEqual(all.filter((transaction) => (transaction.bookingDate ?? transaction.valueDate)! >= today()));
    expect(recent.some((transaction) => transaction.bookingStatus === 'pending')).toBe(true);
  });

  it.each([
    ['limit=0', 'FORMAT_ERROR', 'limit'],
    ['limit=1001', 'FORMAT_ERROR', 'limit'],
    ['limit=ten', 'FORMAT_ERROR', 'limit'],
    ['limit=-1', 'FORMAT_ERROR', 'limit'],
    ['offset=-1', 'FORMAT_ERROR', 'offset'],
    ['offset=1.5', 'FORMAT_ERROR', 'offset'],
    ['offset=99999999999', 'FORMAT_ERROR', 'offset'],
    ['fromDate=2026-1-1', 'FORMAT_ERROR', 'fromDate'],
    ['toDate=2026-02-29', 'FORMAT_ERROR', 'toDate'],
    ['bookingStatus=booked', 'FORMAT_ERROR', 'bookingStatus'],
    ['limit=1&limit=2', 'FORMAT_ERROR', 'limit'],
    ['fromDate=2026-03-02&toDate=2026-03-01', 'PARAMETER_NOT_CONSISTENT', 'fromDate'],
  ])('refuses the query %s', async (query, code, path) => {
    const tpp = newSandboxTpp();
    const account = await accountIn(tpp);
    expect(errorOf(await tpp.get(`${account._links.transactions.href}?${query}`))).toEqual(badRequest(path, code));
  });

  it('answers 404 RESOURCE_UNKNOWN for an unknown account', async () => {
    expect(errorOf(await newSandboxTpp().get('/v1/sandbox/accounts/AAAAAAAAAAAAAAAAAAAAAA/transactions'))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });
});
