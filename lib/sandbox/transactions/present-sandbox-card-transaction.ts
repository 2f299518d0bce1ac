import type { BookingStatus, Transaction } from '@/lib/generated/prisma/client';
import { dateToDay } from '@/lib/sandbox/shared/calendar';
import { apiLink, type Link } from '@/lib/xs2a/links';
import { presentOptionalAmount } from '@/lib/sandbox/shared/present-optional-amount';

/**
 * A card account transaction with the card acceptor information of release 1.23.2. Every field is present (null when
 * unknown); amounts are signed minor units (D7), a foreign purchase also carries its original amount and exchange rate.
 */
export type SandboxCardTransactionView = {
  id: string;
  amount: number;
  currency: string;
  bookingStatus: BookingStatus;
  bookingDate: string | null;
  valueDate: string | null;
  transactionDate: string | null;
  transactionDetails: string | null;
  maskedPan: string | null;
  cardAcceptorName: string | null;
  cardAcceptorCity: string | null;
  cardAcceptorCountry: string | null;
  merchantCategoryCode: string | null;
  originalAmount: { currency: string; amount: number } | null;
  exchangeRate: string | null;
  _links: { self: Link };
};

const day = (date: Date | null) => (date ? dateToDay(date) : null);

export function presentSandboxCardTransaction(
  transaction: Transaction & { cardAccountId: string },
): SandboxCardTransactionView {
  return {
    id: transaction.id,
    amount: Number(transaction.amount),
    currency: transaction.currency,
    bookingStatus: transaction.bookingStatus,
    bookingDate: day(transaction.bookingDate),
    valueDate: day(transaction.valueDate),
    transactionDate: day(transaction.transactionDate),
    transactionDetails: transaction.transactionDetails,
    maskedPan: transaction.maskedPan,
    cardAcceptorName: transaction.cardAcceptorName,
    cardAcceptorCity: transaction.cardAcceptorCity,
    cardAcceptorCountry: transaction.cardAcceptorCountry,
    merchantCategoryCode: transaction.merchantCategoryCode,
    originalAmount: presentOptionalAmount(transaction.originalAmount, transaction.originalCurrency),
    exchangeRate: transaction.exchangeRate === null ? null : transaction.exchangeRate.toString(),
    _links: {
      self: apiLink(['sandbox', 'card-accounts', transaction.cardAccountId, 'transactions', transaction.id], ['GET']),
    },
  };
}
