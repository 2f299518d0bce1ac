// Realistic bodies of the sandbox mock-data API (D16): int32 amounts in minor units, every field present, null
// when it has no value. openapi/openapi-examples.test.ts validates each against its schema.

import { currentAccountExample } from './current-account-example';

const customerId = 'Cu7Hn3Wb9Ks1Pq5Xd2Lm8v';
const accountId = 'Xq3LhK2pTnWv8sYd0bRc1A';
const cardAccountId = 'Zr5MfD7uYq1Hs3Ko9TbE2w';
const agreementId = 'Ag4Tp8Rz2Vn6Jc0Mw3Qe5y';
const link = (href: string, ...verbs: string[]) => ({ href, verbs });
const nok = (amount: number) => ({ currency: 'NOK', amount });

export const createCustomerExample = {
  customerNumber: '15068812396',
  customerType: 'PRIVATE',
  customerName: 'Ingrid Fjeld',
};
export const createAccountExample = {
  customerNumber: '13039319955',
  iban: 'NO9386011117947',
  currency: 'NOK',
  name: 'Brukskonto',
  product: 'Brukskonto',
  cashAccountType: 'CACC',
  balances: [
    { balanceAmount: nok(1250000), balanceType: 'closingBooked' },
    { balanceAmount: nok(1231250), balanceType: 'expected' },
  ],
};
export const accountBalancesExample = [
  { balanceAmount: nok(1250000), balanceType: 'closingBooked' },
  { balanceAmount: nok(1231250), balanceType: 'expected' },
];
export const cardAccountBalancesExample = [
  ...accountBalancesExample,
  { balanceAmount: nok(-234075), balanceType: 'interimBooked' },
];
export const createTransactionExample = {
  amount: -18750,
  currency: 'NOK',
  bookingDate: '2026-11-22',
  valueDate: '2026-11-22',
  remittanceInformationUnstructured: 'Varekjøp',
  creditorName: 'Rema 1000 Grünerløkka',
  creditorAccount: { bban: '15030512348' },
  bankTransactionCode: 'PMNT-CCRD-POSD',
};
export const createCardAccountExample = {
  customerNumber: '13039319955',
  maskedPan: '492500******5678',
  currency: 'NOK',
  creditLimit: nok(2500000),
  name: 'Nordbank Visa',
  product: 'Visa Classic',
  expiry: '2029-08',
  status: 'enabled',
};
export const createCardTransactionExample = {
  amount: -45230,
  currency: 'NOK',
  bookingDate: '2026-11-21',
  transactionDate: '2026-11-20',
  cardAcceptorName: 'Café Ritorno',
  cardAcceptorCity: 'Stockholm',
  cardAcceptorCountry: 'SE',
  merchantCategoryCode: '5812',
  originalAmount: { currency: 'EUR', amount: -3883 },
  exchangeRate: '11.6475',
};
export const createAgreementExample = { owner: '18129215603', name: 'Fjordbygg AS' };
// D10: Ola Nordmann given Fjordbygg AS's tax withholding account in Fjordbygg's agreement, which the known state does not do.
export const createEngagementExample = {
  customer: '12085592767',
  account: { iban: 'NO6315062000020' },
  roles: ['REGISTER', 'VIEW'],
  registerLimit: 5000000,
  approvalLimit: null,
};
export const batchRunExample = { lastRunOfDay: false };
export const holdStatusExample = { status: 'onHold' };

const balances = accountBalancesExample;
export const accountExample = {
  resourceId: accountId,
  customerNumber: '13039319955',
  ...currentAccountExample,
  balances,
  _links: {
    self: link(`/v1/sandbox/accounts/${accountId}`, 'GET', 'DELETE'),
    transactions: link(`/v1/sandbox/accounts/${accountId}/transactions`, 'GET', 'POST'),
  },
};
const cardFields = {
  resourceId: cardAccountId,
  maskedPan: '492500******1234',
  currency: 'NOK',
  creditLimit: nok(2500000),
  balances: cardAccountBalancesExample,
  cardId: null,
  cardIdVNo: null,
  accountNumber: null,
  expiry: '2029-08',
  name: 'Nordbank Visa',
  product: 'Visa Classic',
  status: 'enabled',
  _links: {
    self: link(`/v1/sandbox/card-accounts/${cardAccountId}`, 'GET'),
    transactions: link(`/v1/sandbox/card-accounts/${cardAccountId}/transactions`, 'GET', 'POST'),
  },
};
export const cardAccountExample = { customerNumber: '13039319955', ...cardFields };
export const cardAccountReadExample = { cardAccount: cardFields };
export const balancesExample = { balances };
export const cardBalancesExample = { balances: cardAccountBalancesExample };
export const transactionExample = {
  id: 'Lw9Pc4Nv2Js6Qa8Ey1Ub3g',
  amount: -18750,
  currency: 'NOK',
  bookingStatus: 'booked',
  valueDate: '2026-11-22',
  remittanceInformationUnstructured: 'Varekjøp',
  remittanceInformationStructuredArray: null,
  creditorName: 'Rema 1000 Grünerløkka',
  creditorAccount: { iban: null, bban: '15030512348' },
  debtorName: 'Kari Nordmann',
  debtorAccount: { iban: 'NO9386011117947', bban: '86011117947' },
  bankTransactionCode: 'PMNT-CCRD-POSD',
  ultimateDebtor: null,
  ultimateCreditor: null,
  purposeCode: null,
  bookingDate: '2026-11-22',
  _links: { self: link(`/v1/sandbox/accounts/${accountId}/transactions/Lw9Pc4Nv2Js6Qa8Ey1Ub3g`, 'GET') },
};
export const cardTransactionExample = {
  id: 'Tm4Qs8Xb2Ld6Fh0Jv5Ny7k',
  amount: -45230,
  currency: 'NOK',
  bookingStatus: 'booked',
  bookingDate: '2026-11-21',
  valueDate: '2026-11-21',
  transactionDate: '2026-11-20',
  transactionDetails: null,
  maskedPan: '492500******1234',
  cardAcceptorName: 'Café Ritorno',
  cardAcceptorCity: 'Stockholm',
  cardAcceptorCountry: 'SE',
  merchantCategoryCode: '5812',
  originalAmount: { currency: 'EUR', amount: -3883 },
  exchangeRate: '11.647500',
  _links: { self: link(`/v1/sandbox/card-accounts/${cardAccountId}/transactions/Tm4Qs8Xb2Ld6Fh0Jv5Ny7k`, 'GET') },
};
export const engagementExample = createEngagementExample;
export const agreementExample = {
  agreementId,
  owner: '18129215603',
  name: 'Fjordbygg AS',
  engagements: [engagementExample],
  _links: {
    self: link(`/v1/sandbox/agreements/${agreementId}`, 'GET'),
    engagements: link(`/v1/sandbox/agreements/${agreementId}/engagements`, 'POST'),
  },
};
export const customerExample = {
  customerId,
  customerNumber: '13039319955',
  customerType: 'PRIVATE',
  customerName: 'Kari Nordmann',
  _links: { self: link(`/v1/sandbox/customers/${customerId}`, 'GET', 'DELETE') },
};
export const customerWithAccountsExample = {
  ...customerExample,
  accounts: [accountExample],
  cardAccounts: [cardAccountExample],
  agreements: [],
};
export const customersExample = { customers: [customerWithAccountsExample] };
export const batchRunResultExample = {
  executed: ['Pf6Rw1Yk8Ct3Gn5Hq0Ms2d'],
  retried: ['Wd3Hs7Lb1Qy5Nf9Kc2Xv6m'],
  rejected: [],
};
export const consentStatusExample = { consentStatus: 'expired' };
export const consentStatusResultExample = { consentId: 'Cq7Tn2Wd5Hk9Lf3Rb8Mx1s', consentStatus: 'expired' };
export const holdStatusResultExample = { paymentId: 'Pf6Rw1Yk8Ct3Gn5Hq0Ms2d', transactionStatus: 'ACWP' };
export const accountPaymentsExample = {
  payments: [
    {
      paymentId: 'Pf6Rw1Yk8Ct3Gn5Hq0Ms2d',
      paymentService: 'payments',
      paymentProduct: 'norwegian-domestic-credit-transfers',
      transactionStatus: 'PDNG',
      fundsAvailable: null,
      instructedAmount: { currency: 'NOK', amount: '1250.50' },
      creditorName: 'Fjordkraft AS',
      numberOfTransactions: 1,
      requestedExecutionDate: '2026-03-02',
      startDate: null,
      endDate: null,
      frequency: null,
      createdAt: '2026-03-02T09:15:02.120+01:00',
      statusChangedAt: '2026-03-02T09:16:40.871+01:00',
    },
  ],
};
