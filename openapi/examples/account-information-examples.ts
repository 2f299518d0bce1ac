// Realistic bodies of the consent and account information operations, in the shapes the presenters write (string
// amounts, relative links, an absolute scaRedirect). openapi/openapi-examples.test.ts validates each against its schema.

import { currentAccountExample } from './current-account-example';

const consentId = 'Q2s8nF0aYV3bT1uJx9LmWg';
const authorisationId = 'b7VJm2cQe0Rk9sLp4XwN1A';
const accountId = 'Xq3LhK2pTnWv8sYd0bRc1A';
const cardAccountId = 'Zr5MfD7uYq1Hs3Ko9TbE2w';
const transactionId = 'Lw9Pc4Nv2Js6Qa8Ey1Ub3g';
const link = (href: string, ...verbs: string[]) => ({ href, verbs });
const nok = (amount: string) => ({ currency: 'NOK', amount });

export const scaRedirectExample = link(
  'https://xs2a.nordbank.example/sca/3q2-7wEAAAB0b2tlbi1ub3QtcmVhbC1qdXN0LWFuLWV4YW1wbGU',
  'GET',
);

export const consentCreatedExample = {
  consentStatus: 'received',
  consentId,
  _links: {
    scaRedirect: scaRedirectExample,
    self: link(`/v1/consents/${consentId}`, 'GET', 'DELETE'),
    status: link(`/v1/consents/${consentId}/status`, 'GET'),
    scaStatus: link(`/v1/consents/${consentId}/authorisations/${authorisationId}`, 'GET'),
  },
};

const accountReference = { iban: 'NO9386011117947', currency: 'NOK' };
const cardReference = { maskedPan: '492500******1234', currency: 'NOK' };

export const consentInformationExample = {
  access: {
    accounts: [accountReference, cardReference],
    balances: [accountReference, cardReference],
    transactions: [accountReference, cardReference],
  },
  recurringIndicator: true,
  validUntil: '2027-02-21',
  frequencyPerDay: 4,
  lastActionDate: '2026-11-23',
  consentStatus: 'valid',
  _links: { account: link('/v1/accounts', 'GET'), 'card-account': link('/v1/card-accounts', 'GET') },
};

export const consentStatusExample = { consentStatus: 'valid' };
export const authorisationIdsExample = { authorisationIds: [authorisationId] };
export const scaStatusExample = { scaStatus: 'finalised' };

const balances = [
  {
    balanceAmount: nok('12500.00'),
    balanceType: 'closingBooked',
    lastChangeDateTime: '2026-11-23T00:00:00+01:00',
    referenceDate: '2026-11-22',
  },
  { balanceAmount: nok('12312.50'), balanceType: 'expected', lastChangeDateTime: '2026-11-23T09:14:05+01:00' },
];

const accountDetails = {
  resourceId: accountId,
  ...currentAccountExample,
  bic: 'NORBNOKKXXX',
  usage: 'PRIV',
  ownerName: 'Kari Nordmann',
  _links: {
    balances: link(`/v1/accounts/${accountId}/balances`, 'GET'),
    transactions: link(`/v1/accounts/${accountId}/transactions`, 'GET'),
  },
};

export const accountListExample = { accounts: [{ ...accountDetails, balances }] };
export const accountExample = { account: accountDetails };
export const accountBalancesExample = {
  account: { iban: 'NO9386011117947', bban: '86011117947', currency: 'NOK' },
  balances,
};

const transactionSummary = {
  transactionId,
  entryReference: 'NB2026112200417',
  bookingDate: '2026-11-22',
  valueDate: '2026-11-22',
  transactionAmount: nok('-187.50'),
  creditorName: 'Rema 1000 Grünerløkka',
  creditorAccount: { bban: '15030512345' },
  remittanceInformationUnstructured: 'Varekjøp',
  bankTransactionCode: 'PMNT-CCRD-POSD',
  _links: { transactionDetails: link(`/v1/accounts/${accountId}/transactions/${transactionId}`, 'GET') },
};

export const transactionReportExample = {
  account: { iban: 'NO9386011117947', bban: '86011117947', currency: 'NOK' },
  transactions: {
    booked: [transactionSummary],
    pending: [
      {
        transactionId: 'Hd2Rk7Wq5Tz1Mb9Nc3Vx8e',
        valueDate: '2026-11-24',
        transactionAmount: nok('-1250.00'),
        creditorName: 'Hafslund Strøm AS',
        creditorAccount: { iban: 'NO8330001234567' },
        remittanceInformationUnstructured: 'Strøm november',
        _links: { transactionDetails: link(`/v1/accounts/${accountId}/transactions/Hd2Rk7Wq5Tz1Mb9Nc3Vx8e`, 'GET') },
      },
    ],
    _links: {
      account: link(`/v1/accounts/${accountId}`, 'GET'),
      next: link(
        `/v1/accounts/${accountId}/transactions?bookingStatus=both&limit=2&cursor=Ym9va2VkOjIwMjYtMTEtMjI6THc5UGM0TnYySnM2UWE4RXkxVWIzZw`,
        'GET',
      ),
    },
  },
};

export const transactionDetailsExample = {
  transactionsDetails: {
    transactionDetails: {
      ...transactionSummary,
      ultimateCreditor: 'Rema 1000 Norge AS',
      remittanceInformationStructuredArray: [{ reference: '2026112200417', referenceType: 'SCOR' }],
      purposeCode: 'GDSV',
      proprietaryBankTransactionCode: 'VAREKJØP',
    },
  },
};

const cardAccountDetails = {
  resourceId: cardAccountId,
  maskedPan: '492500******1234',
  currency: 'NOK',
  name: 'Nordbank Visa',
  product: 'Visa Classic',
  status: 'enabled',
  usage: 'PRIV',
  ownerName: 'Kari Nordmann',
  creditLimit: nok('25000.00'),
  _links: {
    balances: link(`/v1/card-accounts/${cardAccountId}/balances`, 'GET'),
    transactions: link(`/v1/card-accounts/${cardAccountId}/transactions`, 'GET'),
  },
};

const cardBalances = [
  ...balances,
  { balanceAmount: nok('-2340.75'), balanceType: 'interimBooked', lastChangeDateTime: '2026-11-23T09:14:05+01:00' },
];

export const cardAccountListExample = { cardAccounts: [cardAccountDetails] };
export const cardAccountExample = { cardAccount: { ...cardAccountDetails, balances: cardBalances } };
export const cardAccountBalancesExample = { cardAccount: cardReference, balances: cardBalances };

export const cardTransactionReportExample = {
  cardAccount: cardReference,
  cardTransactions: {
    booked: [
      {
        cardTransactionId: 'Tm4Qs8Xb2Ld6Fh0Jv5Ny7k',
        transactionDate: '2026-11-20',
        bookingDate: '2026-11-21',
        valueDate: '2026-11-21',
        transactionAmount: nok('-452.30'),
        originalAmount: { currency: 'EUR', amount: '-38.83' },
        currencyExchange: [
          {
            sourceCurrency: 'EUR',
            exchangeRate: '11.6475',
            unitCurrency: 'EUR',
            targetCurrency: 'NOK',
            quotationDate: '2026-11-20',
          },
        ],
        cardAcceptorAddress: { townName: 'Stockholm', country: 'SE' },
        merchantCategoryCode: '5812',
        maskedPAN: '492500******1234',
        transactionDetails: 'Café Ritorno',
      },
    ],
    pending: [],
    _links: { cardAccount: link(`/v1/card-accounts/${cardAccountId}`, 'GET') },
  },
};

export const agreementListExample = {
  agreements: [{ psuCorporateId: '8c1f4e2a-7b3d-4f6e-9a0b-1c2d3e4f5a6b', name: 'Fjordbygg AS' }],
};
export const userExample = { psuId: '3d9a6c4e-1f2b-4c8d-9e7a-5b6c7d8e9f01' };
