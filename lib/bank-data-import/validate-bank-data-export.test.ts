import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bbanFromNorwegianIban } from '@/lib/validation/norwegian-bban';
import { noKnownKeys, validateBankDataExport } from './validate-bank-data-export';

const example = JSON.parse(readFileSync('docs/bank-data-export.example.json', 'utf8'));
const withRows = (changes: Record<string, unknown[]>) => ({ ...structuredClone(example), ...changes });
/** The example with `changes` made to the first row of `part`, its other rows as they are. */
const withFirstRow = (part: string, changes: Record<string, unknown>) =>
  withRows({ [part]: [{ ...example[part][0], ...changes }, ...example[part].slice(1)] });

describe('validateBankDataExport (D32)', () => {
  it('accepts the documented example', () => {
    const result = validateBankDataExport(example);
    expect(result.kind).toBe('valid');
    if (result.kind === 'valid') expect(result.data.accounts[0]?.status).toBe('enabled');
  });

  it.each([
    ['an unknown top-level part', { ...example, loans: [] }, '(document)'],
    ['an IBAN with a wrong checksum', withFirstRow('accounts', { iban: 'NO5715031122330' }), 'accounts[0].iban'],
    [
      'a private customer without a valid national identity number',
      withFirstRow('customers', { customerNumber: '13039319956' }),
      'customers[0].customerNumber',
    ],
    [
      'a character outside the bank character set',
      withFirstRow('customers', { customerName: 'Kari 😀' }),
      'customers[0].customerName',
    ],
    ['an unknown field', withFirstRow('balances', { extra: 1 }), 'balances[0]'],
    [
      'a row naming both an IBAN and a card account',
      withFirstRow('balances', { cardAccountNumber: 'CARD-5001' }),
      'balances[0].iban',
    ],
    [
      'a booked transaction without a booking date',
      withFirstRow('transactions', { bookingDate: undefined }),
      'transactions[0].bookingDate',
    ],
    [
      'an account whose owner is nowhere',
      withFirstRow('accounts', { ownerCustomerNumber: '12085592767' }),
      'accounts[0].ownerCustomerNumber',
    ],
    [
      'an engagement on an unknown agreement',
      withFirstRow('engagements', { agreementNumber: 'AGR-9' }),
      'engagements[0].agreementNumber',
    ],
    [
      'a balance type the API does not answer (spec "Balance entry")',
      withFirstRow('balances', { balanceType: 'openingBooked' }),
      'balances[0].balanceType',
    ],
    [
      'interimBooked on an account, not a card account (spec "Balance entry")',
      withFirstRow('balances', { balanceType: 'interimBooked' }),
      'balances[0].balanceType',
    ],
    ['a balance of an unknown account', withFirstRow('balances', { iban: 'NO0615031122357' }), 'balances[0].iban'],
    [
      'an amount with more decimals than the currency has',
      withFirstRow('transactions', { amount: '-1.005' }),
      'transactions[0].amount',
    ],
    ['a negative credit limit', withFirstRow('cardAccounts', { creditLimit: '-1.00' }), 'cardAccounts[0].creditLimit'],
    ['a customer name of blanks only', withFirstRow('customers', { customerName: '   ' }), 'customers[0].customerName'],
    ['an account name of blanks only', withFirstRow('accounts', { name: ' \u00a0' }), 'accounts[0].name'],
    ['an agreement name of blanks only', withFirstRow('agreements', { name: '  ' }), 'agreements[0].name'],
    [
      'an agreement number with blanks around it (a key is not trimmed)',
      withFirstRow('agreements', { agreementNumber: ` ${example.agreements[0].agreementNumber}` }),
      'agreements[0].agreementNumber',
    ],
    [
      'a BBAN that is not the one inside the NO IBAN',
      withFirstRow('accounts', { bban: '15031122357' }),
      'accounts[0].bban',
    ],
    [
      'a Norwegian BBAN beside a foreign IBAN',
      withFirstRow('accounts', { iban: 'DE89370400440532013000', bban: '15062233025' }),
      'accounts[0].bban',
    ],
    [
      'a natural key twice',
      withRows({ transactions: [example.transactions[0], example.transactions[0]] }),
      'transactions[1].entryReference',
    ],
  ])('refuses %s, naming the row', (_name, document, path) => {
    const result = validateBankDataExport(document);
    expect(result.kind).toBe('invalid');
    if (result.kind === 'invalid') expect(result.errors.map((error) => error.path)).toContain(path);
  });

  it("refuses --prune with a file that lacks a part: a batch of a split export is not the bank's full data", () => {
    const { transactions: _left, ...withoutTransactions } = example;
    expect(validateBankDataExport(withoutTransactions, noKnownKeys, { isPrune: true })).toEqual({
      kind: 'invalid',
      errors: [
        {
          path: 'transactions',
          message:
            "--prune takes the bank's full data, and the file has no transactions part (give [] when there are none)",
        },
      ],
    });
    expect(
      validateBankDataExport({ ...withoutTransactions, transactions: [] }, noKnownKeys, { isPrune: true }).kind,
    ).toBe('valid');
    expect(validateBankDataExport(withoutTransactions).kind).toBe('valid');
  });

  it('takes a BBAN that is the one inside the NO IBAN', () => {
    const bban = bbanFromNorwegianIban(example.accounts[0].iban);
    const result = validateBankDataExport(withFirstRow('accounts', { bban }));
    expect(result.kind === 'valid' && result.data.accounts[0]?.bban).toBe(bban);
  });

  it('keeps names without the blanks around them, as the sandbox does', () => {
    const result = validateBankDataExport(
      withRows({
        customers: [{ ...example.customers[0], customerName: '  Kari Nordmann   ' }, example.customers[1]],
        accounts: [{ ...example.accounts[0], name: ' Brukskonto ' }, example.accounts[1]],
      }),
    );
    expect(result.kind === 'valid' && [result.data.customers[0]?.customerName, result.data.accounts[0]?.name]).toEqual([
      'Kari Nordmann',
      'Brukskonto',
    ]);
  });

  it('reports every refused row, not only the first', () => {
    const result = validateBankDataExport(
      withRows({
        accounts: [
          { ...example.accounts[0], currency: 'nok' },
          { ...example.accounts[1], iban: 'XX00' },
        ],
      }),
    );
    expect(result.kind === 'invalid' && result.errors.map((error) => error.path)).toEqual([
      'accounts[0].currency',
      'accounts[1].iban',
    ]);
  });

  it('refuses a new currency for an account or card account already imported, naming the row', () => {
    const account = example.accounts[0];
    const card = example.cardAccounts[0];
    const known = {
      ...noKnownKeys,
      accountCurrencies: new Map([[account.iban, 'EUR']]),
      cardAccountCurrencies: new Map([[card.cardAccountNumber, 'SEK']]),
    };
    const result = validateBankDataExport(example, known);
    expect(result.kind === 'invalid' && result.errors).toEqual([
      {
        path: 'accounts[0].currency',
        message: `Account ${account.iban} is held in EUR: its currency cannot change under its balances, transactions and payments`,
      },
      {
        path: 'cardAccounts[0].currency',
        message: `Card account ${card.cardAccountNumber} is held in SEK: its currency cannot change under its balances and transactions`,
      },
    ]);
    const same = {
      ...noKnownKeys,
      accountCurrencies: new Map([[account.iban, account.currency]]),
      cardAccountCurrencies: new Map([[card.cardAccountNumber, card.currency]]),
    };
    expect(validateBankDataExport(example, same).kind).toBe('valid');
  });

  it('refuses a new type for a customer already imported, naming the row', () => {
    const [person, company] = example.customers;
    const known = {
      ...noKnownKeys,
      customerTypes: new Map([
        [person.customerNumber, 'CORPORATE' as const],
        [company.customerNumber, 'PRIVATE' as const],
      ]),
    };
    const result = validateBankDataExport(example, known);
    expect(result.kind === 'invalid' && result.errors).toEqual([
      {
        path: 'customers[0].customerType',
        message: `Customer ${person.customerNumber} is CORPORATE: its type cannot change under its agreements, consents and payments`,
      },
      {
        path: 'customers[1].customerType',
        message: `Customer ${company.customerNumber} is PRIVATE: its type cannot change under its agreements, consents and payments`,
      },
    ]);
    const same = {
      ...noKnownKeys,
      customerTypes: new Map([
        [person.customerNumber, person.customerType],
        [company.customerNumber, company.customerType],
      ]),
    };
    expect(validateBankDataExport(example, same).kind).toBe('valid');
  });

  it('lets rows refer to customers, agreements and accounts already in the database (an export in several batches)', () => {
    const document = {
      balances: [{ iban: 'NO0615031122357', balanceType: 'expected', amount: '10.00' }],
      engagements: [
        { agreementNumber: 'AGR-7', customerNumber: '12085592767', iban: 'NO0615031122357', roles: ['VIEW'] },
      ],
    };
    expect(validateBankDataExport(document).kind).toBe('invalid');
    const known = {
      ...noKnownKeys,
      customerTypes: new Map([['12085592767', 'PRIVATE' as const]]),
      agreementNumbers: new Set(['AGR-7']),
      accountCurrencies: new Map([['NO0615031122357', 'NOK']]),
    };
    expect(validateBankDataExport(document, known).kind).toBe('valid');
  });
});
