import { describe, expect, it } from 'vitest';
import type { SandboxCardAccountView } from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import type { SandboxCardTransactionView } from '@/lib/sandbox/transactions/present-sandbox-card-transaction';
import type { SandboxCustomerView } from '@/lib/sandbox/customers/present-customer';
import { daysFromToday, errorOf, newSandboxTpp, today, type SandboxTpp } from '@/tests/integration/support/sandbox-tpp';
import { badRequest, withTomorrow } from '@/tests/integration/support/sandbox-refusals';
import { postSandboxCustomer } from '@/tests/integration/support/post-sandbox-customer';

// /v1/sandbox/card-accounts: spec "Sandbox card account (request)", "(response)", "Get a sandbox card account",
// "Change card account balance"; card transactions with card acceptor information (release 1.23.2).

async function customerIn(
  tpp: SandboxTpp,
  customerType: 'PRIVATE' | 'CORPORATE' = 'PRIVATE',
): Promise<SandboxCustomerView> {
  return (await postSandboxCustomer(tpp, { customerType, customerName: 'Marte Larsen' })).body as SandboxCustomerView;
}

const fullRequest = (customerNumber: string) => ({
  customerNumber,
  maskedPan: '476173******0010',
  currency: 'NOK',
  creditLimit: { currency: 'NOK', amount: 3_000_000 },
  balances: [
    { balanceAmount: { currency: 'NOK', amount: -125_000 }, balanceType: 'closingBooked' },
    { balanceAmount: { currency: 'NOK', amount: -130_000 }, balanceType: 'expected' },
    { balanceAmount: { currency: 'NOK', amount: -127_500 }, balanceType: 'interimBooked' },
  ],
  cardId: 'CARD-0010',
  cardIdVNo: '02',
  accountNumber: '15069000018',
  expiry: '2030-04',
  name: 'Marte Larsen Visa',
  product: 'Visa Classic',
  status: 'enabled',
});

describe('POST and GET /v1/sandbox/card-accounts', () => {
  it('creates a card account (201): the request fields plus resourceId and _links self and transactions; GET wraps them in cardAccount without customerNumber', async () => {
    const tpp = newSandboxTpp();
    const owner = await customerIn(tpp);
    const request = fullRequest(owner.customerNumber);
    const created = await tpp.post('/v1/sandbox/card-accounts', request);
    expect(created.status).toBe(201);
    const card = created.body as SandboxCardAccountView;
    const links = {
      self: { href: `/v1/sandbox/card-accounts/${card.resourceId}`, verbs: ['GET'] },
      transactions: { href: `/v1/sandbox/card-accounts/${card.resourceId}/transactions`, verbs: ['GET', 'POST'] },
    };
    expect(card).toEqual({ ...request, resourceId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), _links: links });
    const { customerNumber: _customerNumber, ...withoutOwner } = request;
    expect((await tpp.get(card._links.self.href)).body).toEqual({
      cardAccount: { ...withoutOwner, resourceId: card.resourceId, _links: links },
    });
  });

  it("adds a private customer's card account to its agreement, by maskedPan; a corporate one's to none", async () => {
    const tpp = newSandboxTpp();
    const [person, company] = [await customerIn(tpp), await customerIn(tpp, 'CORPORATE')];
    await tpp.post('/v1/sandbox/card-accounts', {
      customerNumber: person.customerNumber,
      maskedPan: '476173******0010',
      currency: 'NOK',
    });
    const minimal = await tpp.post('/v1/sandbox/card-accounts', {
      customerNumber: company.customerNumber,
      maskedPan: '545301XXXXXX0020',
      currency: 'EUR',
    });
    expect(minimal.body).toMatchObject({
      creditLimit: null,
      balances: [],
      cardId: null,
      cardIdVNo: null,
      accountNumber: null,
      expiry: null,
      name: null,
      product: null,
      status: 'enabled',
    });
    const personView = (await tpp.get(`${person._links.self.href}?withAgreements=true&withAccounts=true`))
      .body as SandboxCustomerView;
    expect(personView.cardAccounts).toHaveLength(1);
    expect(personView.agreements?.[0]?.engagements).toEqual([
      {
        customer: person.customerNumber,
        account: { maskedPan: '476173******0010' },
        roles: ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER'],
        registerLimit: null,
        approvalLimit: null,
      },
    ]);
    expect(
      ((await tpp.get(`${company._links.self.href}?withAgreements=true`)).body as SandboxCustomerView).agreements,
    ).toEqual([]);
  });

  it.each([
    ['a full PAN (PCI DSS: never stored)', { maskedPan: '4761739001010010' }, 'maskedPan'],
    ['a masked PAN without the last four digits', { maskedPan: '476173******' }, 'maskedPan'],
    ['maskedPan missing', { maskedPan: undefined }, 'maskedPan'],
    ['a currency that is not ISO 4217', { currency: 'KR' }, 'currency'],
    ['a credit limit in another currency', { creditLimit: { currency: 'EUR', amount: 100 } }, 'creditLimit.currency'],
    ['a negative credit limit', { creditLimit: { currency: 'NOK', amount: -1 } }, 'creditLimit.amount'],
    ['a credit limit with decimals', { creditLimit: { currency: 'NOK', amount: 10.5 } }, 'creditLimit.amount'],
    [
      'a balance type outside the card types',
      { balances: [{ balanceAmount: { currency: 'NOK', amount: 1 }, balanceType: 'openingBooked' }] },
      'balances[0].balanceType',
    ],
    [
      'a balance in another currency',
      { balances: [{ balanceAmount: { currency: 'SEK', amount: 1 }, balanceType: 'interimBooked' }] },
      'balances[0].balanceAmount.currency',
    ],
    ['a name of 71 characters', { name: 'V'.repeat(71) }, 'name'],
    ['a name of blanks only', { name: '   ' }, 'name'],
    ['a status outside enabled, deleted, blocked', { status: 'active' }, 'status'],
    ['an expiry that is not YYYY-MM', { expiry: '04/30' }, 'expiry'],
    ['an expiry month 13', { expiry: '2030-13' }, 'expiry'],
    ['an accountNumber with spaces', { accountNumber: '1506 90 00018' }, 'accountNumber'],
    ['a cardId of 36 characters', { cardId: 'C'.repeat(36) }, 'cardId'],
    ['a customerNumber of no customer in this sandbox', { customerNumber: '01010112345' }, 'customerNumber'],
    ['an unknown field', { pin: '1234' }, 'pin'],
  ])('refuses %s: 400 FORMAT_ERROR naming the field', async (_case, fields, path) => {
    const tpp = newSandboxTpp();
    const owner = await customerIn(tpp);
    expect(
      errorOf(await tpp.post('/v1/sandbox/card-accounts', { ...fullRequest(owner.customerNumber), ...fields })),
    ).toEqual(badRequest(path));
  });

  it('refuses a second card account with the same maskedPan for one owner, which no engagement could name (400 FORMAT_ERROR)', async () => {
    const tpp = newSandboxTpp();
    const [company, other] = [await customerIn(tpp, 'CORPORATE'), await customerIn(tpp, 'CORPORATE')];
    const card = { maskedPan: '552233******4455', currency: 'NOK' };
    expect(
      (await tpp.post('/v1/sandbox/card-accounts', { ...card, customerNumber: company.customerNumber })).status,
    ).toBe(201);
    const twice = await tpp.post('/v1/sandbox/card-accounts', { ...card, customerNumber: company.customerNumber });
    expect(errorOf(twice)).toEqual({ status: 400, code: 'FORMAT_ERROR', path: 'maskedPan' });
    expect(
      ((await tpp.get(`${company._links.self.href}?withAccounts=true`)).body as SandboxCustomerView).cardAccounts,
    ).toHaveLength(1);
    // Another owner, or another TPP's sandbox (D4), may have a card account with that maskedPan.
    expect(
      (await tpp.post('/v1/sandbox/card-accounts', { ...card, customerNumber: other.customerNumber })).status,
    ).toBe(201);
    const elsewhere = newSandboxTpp();
    expect(
      (
        await elsewhere.post('/v1/sandbox/card-accounts', {
          ...card,
          customerNumber: (await customerIn(elsewhere, 'CORPORATE')).customerNumber,
        })
      ).status,
    ).toBe(201);
  });

  it('answers 404 RESOURCE_UNKNOWN for an unknown card account', async () => {
    expect(errorOf(await newSandboxTpp().get('/v1/sandbox/card-accounts/AAAAAAAAAAAAAAAAAAAAAA'))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });
});

describe('PUT /v1/sandbox/card-accounts/{mockCardAccountId}/balances', () => {
  it('sets interimBooked and keeps the other balances (200 with every balance now held)', async () => {
    const tpp = newSandboxTpp();
    const card = (await tpp.post('/v1/sandbox/card-accounts', fullRequest((await customerIn(tpp)).customerNumber)))
      .body as SandboxCardAccountView;
    const closingBooked = { balanceAmount: { currency: 'NOK', amount: -1_000 }, balanceType: 'closingBooked' };
    expect((await tpp.put(`${card._links.self.href}/balances`, [closingBooked])).status).toBe(200);
    const balances = [{ balanceAmount: { currency: 'NOK', amount: -9_900 }, balanceType: 'interimBooked' }];
    const replaced = await tpp.put(`${card._links.self.href}/balances`, balances);
    expect(replaced.status).toBe(200);
    const held = [closingBooked, fullRequest('').balances[1], ...balances];
    expect(replaced.body).toEqual({ balances: held });
    expect(
      ((await tpp.get(card._links.self.href)).body as { cardAccount: SandboxCardAccountView }).cardAccount.balances,
    ).toEqual(held);
    expect(
      errorOf(
        await tpp.put(`${card._links.self.href}/balances`, [
          { balanceAmount: { currency: 'NOK', amount: 1 }, balanceType: 'forwardAvailable' },
        ]),
      ),
    ).toEqual({ status: 400, code: 'FORMAT_ERROR', path: '[0].balanceType' });
    expect(errorOf(await tpp.put('/v1/sandbox/card-accounts/AAAAAAAAAAAAAAAAAAAAAA/balances', balances))).toEqual({
      status: 404,
      code: 'RESOURCE_UNKNOWN',
    });
  });
});

describe('/v1/sandbox/card-accounts/{mockCardAccountId}/transactions', () => {
  async function cardIn(tpp: SandboxTpp): Promise<SandboxCardAccountView> {
    return (await tpp.post('/v1/sandbox/card-accounts', fullRequest((await customerIn(tpp)).customerNumber)))
      .body as SandboxCardAccountView;
  }

  it('creates a purchase abroad (201) with acceptor, merchant category, original amount and exchange rate, readable by its link', async () => {
    const tpp = newSandboxTpp();
    const card = await cardIn(tpp);
    const request = {
      amount: -11_650,
      currency: 'NOK',
      bookingDate: daysFromToday(-1),
      transactionDate: daysFromToday(-3),
      transactionDetails: 'Pret A Manger, London',
      cardAcceptorName: 'Pret A Manger',
      cardAcceptorCity: 'London',
      cardAcceptorCountry: 'GB',
      merchantCategoryCode: '5814',
      originalAmount: { currency: 'GBP', amount: 850 },
      exchangeRate: '13.705882',
    };
    const created = await tpp.post(card._links.transactions.href, request);
    expect(created.status).toBe(201);
    const transaction = created.body as SandboxCardTransactionView;
    expect(transaction).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      bookingStatus: 'booked',
      valueDate: request.bookingDate,
      maskedPan: '476173******0010',
      ...request,
      _links: { self: { href: `${card._links.transactions.href}/${transaction.id}`, verbs: ['GET'] } },
    });
    expect((await tpp.get(transaction._links.self.href)).body).toEqual(transaction);
  });

  it('lists booked, pending or both (the default)', async () => {
    const tpp = newSandboxTpp();
    const card = await cardIn(tpp);
    const bookedOne = (
      await tpp.post(card._links.transactions.href, { amount: -500, currency: 'NOK', bookingDate: daysFromToday(-5) })
    ).body;
    const pendingOne = (
      await tpp.post(card._links.transactions.href, {
        amount: -700,
        currency: 'NOK',
        bookingStatus: 'pending',
        cardAcceptorName: 'Narvesen',
      })
    ).body;
    expect(pendingOne).toMatchObject({
      bookingDate: null,
      valueDate: today(),
      transactionDate: today(),
      originalAmount: null,
      exchangeRate: null,
    });
    expect((await tpp.get(card._links.transactions.href)).body).toEqual([pendingOne, bookedOne]);
    expect((await tpp.get(`${card._links.transactions.href}?bookingStatus=both`)).body).toEqual([
      pendingOne,
      bookedOne,
    ]);
    expect((await tpp.get(`${card._links.transactions.href}?bookingStatus=booked`)).body).toEqual([bookedOne]);
    expect((await tpp.get(`${card._links.transactions.href}?bookingStatus=pending&limit=5&offset=0`)).body).toEqual([
      pendingOne,
    ]);
    expect((await tpp.get(`${card._links.transactions.href}?offset=1`)).body).toEqual([bookedOne]);
  });

  const purchase = { amount: -100, currency: 'NOK', bookingDate: '2026-01-05' };
  it.each([
    ['a card acceptor country that is not ISO 3166', { cardAcceptorCountry: 'XX' }, 'cardAcceptorCountry'],
    ['a merchant category code of 5 digits', { merchantCategoryCode: '58140' }, 'merchantCategoryCode'],
    ['an exchange rate without an original amount', { exchangeRate: '10.5' }, 'exchangeRate'],
    [
      'an exchange rate that is not a decimal',
      { exchangeRate: '1e3', originalAmount: { currency: 'EUR', amount: 100 } },
      'exchangeRate',
    ],
    [
      'an exchange rate of 0',
      { exchangeRate: '0.0', originalAmount: { currency: 'EUR', amount: 100 } },
      'exchangeRate',
    ],
    [
      'an original amount in an unknown currency',
      { originalAmount: { currency: 'EURO', amount: 100 } },
      'originalAmount.currency',
    ],
    ['a transaction date after the booking date', { transactionDate: '2026-01-06' }, 'transactionDate'],
    [
      'a transaction date in the future',
      { bookingStatus: 'pending', bookingDate: undefined, transactionDate: 'TOMORROW' },
      'transactionDate',
    ],
    ['a booking date in the future', { bookingDate: 'TOMORROW' }, 'bookingDate'],
    ["a currency other than the card account's", { currency: 'SEK' }, 'currency'],
    ['an unknown field', { creditorName: 'Pret' }, 'creditorName'],
  ])('refuses %s: 400 FORMAT_ERROR naming the field', async (_case, fields, path) => {
    const tpp = newSandboxTpp();
    const card = await cardIn(tpp);
    const body = withTomorrow({ ...purchase, ...fields });
    expect(errorOf(await tpp.post(card._links.transactions.href, body))).toEqual(badRequest(path));
  });

  it.each([
    ['bookingStatus=all', 'FORMAT_ERROR', 'bookingStatus'],
    ['limit=0', 'FORMAT_ERROR', 'limit'],
    ['fromDate=2026-05-02&toDate=2026-05-01', 'PARAMETER_NOT_CONSISTENT', 'fromDate'],
  ])('refuses the query %s', async (query, code, path) => {
    const tpp = newSandboxTpp();
    const card = await cardIn(tpp);
    expect(errorOf(await tpp.get(`${card._links.transactions.href}?${query}`))).toEqual({ status: 400, code, path });
  });
});
