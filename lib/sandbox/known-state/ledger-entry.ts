import type { ProprietaryReferences } from '@/lib/sandbox/shared/proprietary-references';
import type { AccountNumber } from './known-account-number';

// The known state's transactions are first generated as ledger entries seen from one account, then turned into rows.

/** The other party of an entry; its account is absent for card purchases and cash. */
export type Counterparty = { name: string; account?: AccountNumber };

/** One Berlin Group RemittanceInformationStructured item (spec fact 4: sent as an array). */
export type StructuredRemittance = { reference: string; referenceType: string; referenceIssuer?: string };

/** A purchase with a card (spec release 1.23.2: card acceptor information in card transactions). */
export type CardPurchase = {
  /** Days before the booking day on which the card was used. */
  daysBeforeBooking: number;
  acceptorName: string;
  acceptorCity: string;
  /** ISO 3166-1 alpha-2. */
  acceptorCountry: string;
  merchantCategoryCode: string;
  /** Set for purchases in another currency. */
  original?: { amount: bigint; currency: string; exchangeRate: string };
};

export type LedgerEntry = {
  /** Index of the day in the 120-day window: 0 is 119 days ago, 119 is today. */
  dayIndex: number;
  isPending: boolean;
  /** D7: signed minor units seen from this account; negative is a debit. */
  amount: bigint;
  counterparty: Counterparty | null;
  remittance: string;
  structured?: StructuredRemittance[];
  /** ISO 20022 Domain-Family-SubFamily, 14 characters (spec: 4 to 14). */
  bankTransactionCode: string;
  /** ISO 20022 ExternalPurpose1Code. */
  purposeCode?: string;
  /** A transfer to another known account: the builder books the other side there. */
  transferToKey?: string;
  card?: CardPurchase;
  /** The bank's archive reference and the like (spec fact 2), shown on the transaction details. */
  proprietary?: ProprietaryReferences;
};
