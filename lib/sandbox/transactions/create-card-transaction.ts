import { bankDate } from '@/lib/berlin-group/bank-date';
import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { loadSandboxCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-sandbox-card-account-or-throw';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import {
  presentSandboxCardTransaction,
  type SandboxCardTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-card-transaction';
import type { CreateCardTransactionBody } from '@/lib/sandbox/transactions/card-transaction-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { checkNotInFuture } from './check-not-in-future';

export type CreateCardTransactionInput = {
  tppId: string;
  cardAccountId: string;
  transaction: CreateCardTransactionBody;
  now: Date;
};

/**
 * POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions: a purchase (negative), refund or repayment in the
 * card account's currency (D7 minor units); a purchase abroad also gives its original amount and exchange rate.
 * The value date defaults to the booking date (a pending entry's: today), the transaction date to the value date.
 */
export async function createCardTransaction(input: CreateCardTransactionInput): Promise<SandboxCardTransactionView> {
  const { transaction } = input;
  const card = await loadSandboxCardAccountOrThrow(input);
  const today = bankDate(input.now);
  checkNotInFuture(
    {
      bookingDate: transaction.bookingDate,
      valueDate: transaction.valueDate,
      transactionDate: transaction.transactionDate,
    },
    today,
  );
  if (transaction.currency !== card.currency) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'currency',
      text: `currency: expected the card account's currency ${card.currency}.`,
    });
  }
  await checkSandboxRoom({ tppId: input.tppId, kind: 'transactions' });
  const valueDate = transaction.valueDate ?? transaction.bookingDate ?? today;
  const created = await db.transaction.create({
    data: {
      id: newId(),
      tppId: input.tppId,
      cardAccountId: card.id,
      maskedPan: card.maskedPan,
      bookingStatus: transaction.bookingStatus ?? 'booked',
      bookingDate: transaction.bookingDate ? dayToDate(transaction.bookingDate) : null,
      valueDate: dayToDate(valueDate),
      transactionDate: dayToDate(transaction.transactionDate ?? valueDate),
      amount: BigInt(transaction.amount),
      currency: transaction.currency,
      transactionDetails: transaction.transactionDetails ?? null,
      cardAcceptorName: transaction.cardAcceptorName ?? null,
      cardAcceptorCity: transaction.cardAcceptorCity ?? null,
      cardAcceptorCountry: transaction.cardAcceptorCountry ?? null,
      merchantCategoryCode: transaction.merchantCategoryCode ?? null,
      originalAmount: transaction.originalAmount ? BigInt(transaction.originalAmount.amount) : null,
      originalCurrency: transaction.originalAmount?.currency ?? null,
      exchangeRate: transaction.exchangeRate ?? null,
    },
  });
  return presentSandboxCardTransaction({ ...created, cardAccountId: card.id });
}
