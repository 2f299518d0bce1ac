import { ref, type JsonSchema } from './json-schema';

// Consents and account information as the presenters of lib/consents, lib/accounts and lib/card-accounts write them,
// with the Berlin Group 1.3.11 names. XS2A amounts are strings with the currency's decimals (D7); a field without a
// value is left out, never null. Every response object is closed, so an undocumented field fails the tests.

const string: JsonSchema = { type: 'string' };
const day: JsonSchema = { type: 'string', format: 'date' };
const currency: JsonSchema = { type: 'string', pattern: '^[A-Z]{3}$' };
const link: JsonSchema = {
  type: 'object',
  properties: {
    href: string,
    verbs: { type: 'array', items: { type: 'string', enum: ['GET', 'PUT', 'POST', 'DELETE'] } },
  },
  required: ['href'],
  additionalProperties: false,
};
const amount: JsonSchema = {
  type: 'object',
  description: "D7: a string with the currency's decimals.",
  properties: { currency, amount: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' } },
  required: ['currency', 'amount'],
  additionalProperties: false,
};

/** A closed object: the listed fields, the `required` ones always present, nothing else. */
function closed(properties: Record<string, JsonSchema>, required: string[], description?: string): JsonSchema {
  return { type: 'object', ...(description ? { description } : {}), properties, required, additionalProperties: false };
}

const links = (required: string[], optional: string[] = []) =>
  closed(Object.fromEntries([...required, ...optional].map((name) => [name, link])), required);
const accountStatus: JsonSchema = { type: 'string', enum: ['enabled', 'deleted', 'blocked'] };
const usage: JsonSchema = {
  type: 'string',
  enum: ['PRIV', 'ORGA'],
  description: 'PRIV in the PRIVATE context, ORGA in a CORPORATE one.',
};
const party = closed({ iban: string, bban: string }, [], "The counterparty's account: iban, else bban.");
const consentStatus: JsonSchema = {
  type: 'string',
  enum: ['received', 'rejected', 'partiallyAuthorised', 'valid', 'revokedByPsu', 'expired', 'terminatedByTpp'],
  description:
    'received until the PSU\'s SCA; valid once granted; revokedByPsu at "My consents"; expired past validUntil or replaced by a newer grant (D17); terminatedByTpp after DELETE.',
};
const report = (item: string, back: string) =>
  closed(
    {
      booked: { type: 'array', items: ref(item) },
      pending: { type: 'array', items: ref(item) },
      _links: links([back], ['next']),
    },
    ['_links'],
    'booked unless bookingStatus=pending, pending unless bookingStatus=booked. _links.next, while more entries follow, repeats the filters with an opaque cursor (D1, D15).',
  );

const summaryProperties: Record<string, JsonSchema> = {
  transactionId: {
    type: 'string',
    description: 'Stable for booked entries (release 1.18.0); a pending entry may change id when booked.',
  },
  entryReference: string,
  endToEndId: string,
  bookingDate: day,
  valueDate: day,
  transactionAmount: amount,
  creditorName: string,
  creditorAccount: party,
  debtorName: string,
  debtorAccount: party,
  remittanceInformationUnstructured: string,
  bankTransactionCode: string,
  _links: links(['transactionDetails']),
};

/** D20: an SCA's status, in the Berlin Group casing or, with x-accept-fix sca-status-upper-case, the bank's. */
export const scaStatusSchema: JsonSchema = {
  type: 'string',
  enum: [
    'received',
    'psuIdentified',
    'psuAuthenticated',
    'scaMethodSelected',
    'started',
    'finalised',
    'failed',
    'exempted',
    'RECEIVED',
    'PSU_IDENTIFIED',
    'PSU_AUTHENTICATED',
    'SCA_METHOD_SELECTED',
    'STARTED',
    'FINALISED',
    'FAILED',
    'EXEMPTED',
  ],
  description:
    "The Berlin Group value; the upper-case one of the bank's specification with x-accept-fix sca-status-upper-case (D20).",
};

export const accountInformationSchemas: Record<string, JsonSchema> = {
  ConsentsResponse201: closed(
    {
      consentStatus: { type: 'string', enum: ['received'] },
      consentId: string,
      _links: links(['scaRedirect', 'self', 'status', 'scaStatus']),
    },
    ['consentStatus', 'consentId', '_links'],
    "Berlin Group consentsResponse-201 of a bank-offered consent (D8, D17). scaRedirect is an absolute URL for the PSU's browser (D1), single-use and valid 15 minutes; the others are API paths.",
  ),
  AccountReference: closed(
    { iban: string, bban: string, maskedPan: string, currency },
    ['currency'],
    'An account by iban (and bban), or a card account by maskedPan.',
  ),
  ConsentInformationResponse200: closed(
    {
      access: closed(
        {
          accounts: { type: 'array', items: ref('AccountReference') },
          balances: { type: 'array', items: ref('AccountReference') },
          transactions: { type: 'array', items: ref('AccountReference') },
        },
        ['accounts', 'balances', 'transactions'],
      ),
      recurringIndicator: { type: 'boolean' },
      validUntil: day,
      frequencyPerDay: { type: 'integer', description: 'Reads a day without the PSU present (spec "Limits": 4).' },
      lastActionDate: day,
      consentStatus,
      _links: links([], ['account', 'card-account']),
    },
    ['access', 'recurringIndicator', 'validUntil', 'frequencyPerDay', 'lastActionDate', 'consentStatus'],
    "Before the PSU's SCA the access lists are empty (the bank offers the accounts); afterwards they name the accounts and card accounts the PSU chose. validUntil 9999-12-31 means no end date.",
  ),
  ConsentStatusResponse200: closed({ consentStatus }, ['consentStatus']),
  Authorisations: closed({ authorisationIds: { type: 'array', items: string, description: 'Oldest first.' } }, [
    'authorisationIds',
  ]),
  ScaStatusResponse: closed({ scaStatus: scaStatusSchema }, ['scaStatus']),
  AccountBalance: closed(
    {
      balanceAmount: amount,
      balanceType: { type: 'string', enum: ['closingBooked', 'expected', 'interimBooked'] },
      lastChangeDateTime: {
        type: 'string',
        format: 'date-time',
        description:
          "The bank's local time with its offset, YYYY-MM-DDThh:mm:ss+hh:mm (e.g. 2026-11-23T09:14:05+01:00).",
      },
      referenceDate: day,
    },
    ['balanceAmount', 'balanceType', 'lastChangeDateTime'],
    'Spec "Balance entry": closingBooked and expected; interimBooked on card accounts when available (release 1.23.7).',
  ),
  AccountDetails: closed(
    {
      resourceId: string,
      iban: string,
      bban: string,
      currency,
      name: { type: 'string', maxLength: 70 },
      product: string,
      cashAccountType: { type: 'string', description: 'ISO 20022 code (x-accept-fix cash-account-type-iso, D6).' },
      status: accountStatus,
      bic: string,
      usage,
      ownerName: { type: 'string', maxLength: 140 },
      balances: { type: 'array', items: ref('AccountBalance'), description: 'With withBalance=true.' },
      _links: links(['balances', 'transactions']),
    },
    ['resourceId', 'iban', 'currency', 'status', 'usage', '_links'],
    'Berlin Group accountDetails as this bank fills it.',
  ),
  AccountList: closed({ accounts: { type: 'array', items: ref('AccountDetails') } }, ['accounts']),
  OneAccount: closed({ account: ref('AccountDetails') }, ['account']),
  ReadAccountBalanceResponse200: closed(
    { account: ref('AccountReference'), balances: { type: 'array', items: ref('AccountBalance') } },
    ['account', 'balances'],
  ),
  RemittanceInformationStructured: closed({ reference: string, referenceType: string, referenceIssuer: string }, [
    'reference',
  ]),
  TransactionSummary: closed(
    summaryProperties,
    ['transactionId', 'transactionAmount', '_links'],
    'The lighter list entry (release 1.20.1); the details add the rest.',
  ),
  TransactionDetails: {
    type: 'object',
    description:
      'Everything of the list entry, plus ultimate parties, the structured remittance array (never the deprecated single field, spec fact 4), purpose and proprietary codes, and additionalInformationProprietary1, 2, ... when the bank has them (spec fact 2).',
    properties: {
      ...summaryProperties,
      ultimateCreditor: string,
      ultimateDebtor: string,
      remittanceInformationStructuredArray: { type: 'array', items: ref('RemittanceInformationStructured') },
      purposeCode: string,
      proprietaryBankTransactionCode: string,
      additionalInformation: string,
    },
    required: ['transactionId', 'transactionAmount', '_links'],
    additionalProperties: { type: 'string', description: 'additionalInformationProprietaryX.' },
  },
  AccountReport: report('TransactionSummary', 'account'),
  TransactionsResponse200Json: closed(
    {
      account: ref('AccountReference'),
      transactions: ref('AccountReport'),
      balances: { type: 'array', items: ref('AccountBalance'), description: 'With withBalance=true.' },
    },
    ['account', 'transactions'],
  ),
  TransactionDetailsResponse: closed(
    { transactionsDetails: closed({ transactionDetails: ref('TransactionDetails') }, ['transactionDetails']) },
    ['transactionsDetails'],
    'Berlin Group 1.3.11 wraps the details in transactionsDetails (D15).',
  ),
  CardAccountDetails: closed(
    {
      resourceId: string,
      maskedPan: string,
      currency,
      name: { type: 'string', maxLength: 70 },
      product: string,
      status: accountStatus,
      usage,
      ownerName: string,
      creditLimit: amount,
      balances: { type: 'array', items: ref('AccountBalance'), description: 'With withBalance=true.' },
      _links: links(['balances', 'transactions']),
    },
    ['resourceId', 'maskedPan', 'currency', 'status', 'usage', '_links'],
    'Berlin Group cardAccountDetails.',
  ),
  CardAccountList: closed({ cardAccounts: { type: 'array', items: ref('CardAccountDetails') } }, ['cardAccounts']),
  OneCardAccount: closed({ cardAccount: ref('CardAccountDetails') }, ['cardAccount']),
  CardAccountReference: closed({ maskedPan: string, currency }, ['maskedPan', 'currency']),
  ReadCardAccountBalanceResponse200: closed(
    { cardAccount: ref('CardAccountReference'), balances: { type: 'array', items: ref('AccountBalance') } },
    ['cardAccount', 'balances'],
  ),
  CardAccountTransaction: closed(
    {
      cardTransactionId: string,
      terminalId: string,
      transactionDate: day,
      bookingDate: day,
      valueDate: day,
      transactionAmount: {
        ...amount,
        description:
          "In the card account's currency (x-accept-fix cardaccount-switch-originalamount-and-transactionamount, D15).",
      },
      originalAmount: { ...amount, description: 'What the card acceptor charged, in its currency.' },
      currencyExchange: {
        type: 'array',
        items: closed(
          {
            sourceCurrency: currency,
            exchangeRate: string,
            unitCurrency: currency,
            targetCurrency: currency,
            quotationDate: day,
          },
          ['sourceCurrency', 'exchangeRate', 'unitCurrency', 'targetCurrency', 'quotationDate'],
        ),
      },
      markupFee: amount,
      cardAcceptorId: string,
      cardAcceptorAddress: closed({ townName: string, country: string }, []),
      merchantCategoryCode: string,
      maskedPAN: string,
      transactionDetails: {
        type: 'string',
        description: "The entry's text, else the card acceptor's name (release 1.23.2).",
      },
      proprietaryBankTransactionCode: string,
    },
    ['cardTransactionId', 'transactionAmount'],
    'Berlin Group cardTransaction.',
  ),
  CardAccountReport: report('CardAccountTransaction', 'cardAccount'),
  CardAccountsTransactionsResponse200: closed(
    {
      cardAccount: ref('CardAccountReference'),
      cardTransactions: ref('CardAccountReport'),
      balances: { type: 'array', items: ref('AccountBalance'), description: 'With withBalance=true.' },
    },
    ['cardAccount', 'cardTransactions'],
  ),
  AgreementList: closed(
    {
      agreements: {
        type: 'array',
        items: closed(
          {
            psuCorporateId: { type: 'string', format: 'uuid', description: 'What the TPP sends in PSU-Corporate-ID.' },
            name: string,
          },
          ['psuCorporateId', 'name'],
        ),
      },
    },
    ['agreements'],
  ),
  User: closed({ psuId: { type: 'string', format: 'uuid', description: 'The PSU-ID for later requests (D8).' } }, [
    'psuId',
  ]),
};
