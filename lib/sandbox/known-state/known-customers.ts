import {
  accountingClients,
  constructionCustomers,
  constructionSuppliers,
  employers,
  landlords,
  officeSuppliers,
} from './counterparties';
import { cardLedger } from './card-ledger';
import { corporateLedger } from './corporate-ledger';
import type { LedgerEntry } from './ledger-entry';
import { nok } from './nok';
import { privateCurrentLedger } from './private-current-ledger';
import { savingsLedger } from './savings-ledger';
import type { SeededRandom } from './seeded-random';
import { taxAccountLedger } from './tax-account-ledger';

/** How an account's 120 days of entries are generated. */
export type LedgerGenerator = (context: { days: number; random: SeededRandom }) => LedgerEntry[];

export type KnownAccount = {
  /** Stable key: seeds the account's entries and names it as a transfer target. */
  key: string;
  /** Ten digits; the BBAN adds the MOD11 check digit. */
  prefix: string;
  name: string;
  product: string;
  /** ISO 20022 ExternalCashAccountType1Code (D6: cash-account-type-iso). */
  cashAccountType: string;
  /** Balance before the first entry of the window, in øre. */
  opening: bigint;
  ledger: LedgerGenerator;
};

export type KnownCardAccount = {
  key: string;
  maskedPan: string;
  name: string;
  product: string;
  cardId: string;
  cardIdVNo: string;
  accountNumberPrefix: string;
  creditLimit: bigint;
  opening: bigint;
  ledger: LedgerGenerator;
};

export type KnownCustomer = {
  customerNumber: string;
  customerType: 'PRIVATE' | 'CORPORATE';
  customerName: string;
  accounts: KnownAccount[];
  cardAccount?: KnownCardAccount;
  agreementName: string;
  /** Corporate: the private customer who acts for the company through REGISTER and VIEW engagements (D10). */
  delegateCustomerNumber?: string;
};

/** D10: the known state of every TPP's sandbox after POST /v1/sandbox/initialize, in customerNumber order. */
export const knownCustomers: KnownCustomer[] = [
  {
    customerNumber: '12085592767',
    customerType: 'PRIVATE',
    customerName: 'Ola Nordmann',
    agreementName: 'Nettbankavtale Ola Nordmann',
    accounts: [
      {
        key: 'ola-brukskonto',
        prefix: '1506100003',
        name: 'Brukskonto',
        product: 'Brukskonto',
        cashAccountType: 'CACC',
        opening: nok(12_480),
        ledger: ({ days, random }) =>
          privateCurrentLedger({
            days,
            random,
            profile: {
              employer: employers.equinor,
              salary: nok(51_870),
              landlord: landlords.heimstaden,
              rent: nok(16_900),
              savingsKey: 'ola-bsu',
              monthlySaving: nok(2_291),
            },
          }),
      },
      {
        key: 'ola-bsu',
        prefix: '1506100004',
        name: 'BSU',
        product: 'Boligsparing for ungdom',
        cashAccountType: 'SVGS',
        opening: nok(118_340),
        ledger: ({ days }) => savingsLedger({ days, profile: { interest: nok(1_873.55) } }),
      },
    ],
    cardAccount: {
      key: 'ola-mastercard',
      maskedPan: '545301******6789',
      name: 'Ola Nordmann Mastercard',
      product: 'Mastercard Platinum',
      cardId: 'CRD-5453016789',
      cardIdVNo: '01',
      accountNumberPrefix: '1506900002',
      creditLimit: nok(75_000),
      opening: -nok(6_120),
      ledger: ({ days, random }) => cardLedger({ days, random, monthlyRepayment: nok(12_000) }),
    },
  },
  {
    customerNumber: '13039319955',
    customerType: 'PRIVATE',
    customerName: 'Kari Nordmann',
    agreementName: 'Nettbankavtale Kari Nordmann',
    accounts: [
      {
        key: 'kari-brukskonto',
        prefix: '1506100001',
        name: 'Brukskonto',
        product: 'Brukskonto',
        cashAccountType: 'CACC',
        opening: nok(23_915),
        ledger: ({ days, random }) =>
          privateCurrentLedger({
            days,
            random,
            profile: {
              employer: employers.vegvesen,
              salary: nok(42_150),
              landlord: landlords.obos,
              rent: nok(13_500),
              savingsKey: 'kari-sparekonto',
              monthlySaving: nok(3_000),
            },
          }),
      },
      {
        key: 'kari-sparekonto',
        prefix: '1506100002',
        name: 'Sparekonto',
        product: 'Høyrentekonto',
        cashAccountType: 'SVGS',
        opening: nok(64_250),
        ledger: ({ days }) =>
          savingsLedger({
            days,
            profile: { interest: nok(912.4), withdrawal: { amount: nok(5_000), toKey: 'kari-brukskonto' } },
          }),
      },
    ],
    cardAccount: {
      key: 'kari-visa',
      maskedPan: '492500******1234',
      name: 'Kari Nordmann Visa',
      product: 'Visa Gull',
      cardId: 'CRD-4925001234',
      cardIdVNo: '01',
      accountNumberPrefix: '1506900001',
      creditLimit: nok(50_000),
      opening: -nok(3_460),
      ledger: ({ days, random }) => cardLedger({ days, random, monthlyRepayment: nok(9_000) }),
    },
  },
  {
    customerNumber: '18129215603',
    customerType: 'CORPORATE',
    customerName: 'Fjordbygg AS',
    agreementName: 'Bedriftsavtale Fjordbygg AS',
    delegateCustomerNumber: '13039319955',
    accounts: [
      {
        key: 'fjordbygg-drift',
        prefix: '1506200001',
        name: 'Driftskonto',
        product: 'Bedriftskonto',
        cashAccountType: 'CACC',
        opening: nok(1_250_000),
        ledger: ({ days, random }) =>
          corporateLedger({
            days,
            random,
            profile: {
              customers: constructionCustomers,
              invoiceKroner: [18_000, 240_000],
              suppliers: constructionSuppliers,
              supplierKroner: [4_000, 85_000],
              payroll: nok(486_000),
              landlord: landlords.entra,
              rent: nok(42_500),
              vat: nok(96_400),
              monthlyTransfer: { toKey: 'fjordbygg-skattetrekk', amount: nok(138_700), text: 'Skattetrekk' },
            },
          }),
      },
      {
        key: 'fjordbygg-skattetrekk',
        prefix: '1506200002',
        name: 'Skattetrekkskonto',
        product: 'Skattetrekkskonto',
        cashAccountType: 'TAXE',
        opening: nok(138_700),
        ledger: ({ days }) => taxAccountLedger({ days, monthlyWithholding: nok(138_700) }),
      },
    ],
  },
  {
    customerNumber: '20079518612',
    customerType: 'CORPORATE',
    customerName: 'Nordlys Regnskap AS',
    agreementName: 'Bedriftsavtale Nordlys Regnskap AS',
    delegateCustomerNumber: '12085592767',
    accounts: [
      {
        key: 'nordlys-drift',
        prefix: '1506300001',
        name: 'Driftskonto',
        product: 'Bedriftskonto',
        cashAccountType: 'CACC',
        opening: nok(420_000),
        ledger: ({ days, random }) =>
          corporateLedger({
            days,
            random,
            profile: {
              customers: accountingClients,
              invoiceKroner: [6_500, 48_000],
              suppliers: officeSuppliers,
              supplierKroner: [900, 14_000],
              payroll: nok(128_000),
              landlord: landlords.norwegianProperty,
              rent: nok(18_750),
              vat: nok(31_200),
              monthlyTransfer: {
                toKey: 'nordlys-plassering',
                amount: nok(25_000),
                text: 'Overføring til plasseringskonto',
              },
            },
          }),
      },
      {
        key: 'nordlys-plassering',
        prefix: '1506300002',
        name: 'Plasseringskonto',
        product: 'Bedriftsplassering',
        cashAccountType: 'SVGS',
        opening: nok(310_000),
        ledger: ({ days }) => savingsLedger({ days, profile: { interest: nok(4_215.8) } }),
      },
    ],
  },
];
