import type { Transaction } from '@/lib/generated/prisma/client';
import { formatAmount } from '@/lib/money/amount';
import { apiLink } from '@/lib/xs2a/links';
import { entryDates } from '@/lib/accounts/entry-date';
import type { TransactionEntry } from '@/lib/accounts/select-transaction-entries';

type View = Record<string, unknown>;

function party(iban: string | null, bban: string | null): { iban?: string; bban?: string } | undefined {
  if (iban) return { iban };
  if (bban) return { bban };
  return undefined;
}

/** Copies the fields that have a value; `for…in` allocates nothing per field (a page presents 50 entries or more). */
function putDefined(view: View, fields: Record<string, unknown>): View {
  for (const name in fields) {
    const value = fields[name];
    if (value !== null && value !== undefined) view[name] = value;
  }
  return view;
}

/**
 * The lighter list view of an account transaction (spec API 1.20.1: "some fields move from the list to the details").
 * Booked entries carry their stable transactionId (spec 1.18.0).
 */
export function presentTransactionSummary(transaction: TransactionEntry, accountId: string): View {
  return putDefined(
    {},
    {
      transactionId: transaction.id,
      entryReference: transaction.entryReference,
      endToEndId: transaction.endToEndId,
      bookingDate: transaction.bookingDate,
      valueDate: transaction.valueDate,
      transactionAmount: {
        currency: transaction.currency,
        amount: formatAmount(transaction.amount, transaction.currency),
      },
      creditorName: transaction.creditorName,
      creditorAccount: party(transaction.creditorIban, transaction.creditorBban),
      debtorName: transaction.debtorName,
      debtorAccount: party(transaction.debtorIban, transaction.debtorBban),
      remittanceInformationUnstructured: transaction.remittanceInformationUnstructured,
      bankTransactionCode: transaction.bankTransactionCode,
      _links: { transactionDetails: apiLink(['accounts', accountId, 'transactions', transaction.id], ['GET']) },
    },
  );
}

/**
 * The full details (GET …/transactions/{transactionId}): everything of the list plus ultimate parties, structured
 * remittance (spec fact 4: the array, not the deprecated single field), purpose, proprietary codes and the
 * additionalInformationProprietaryX references (spec fact 2).
 */
export function presentTransactionDetails(transaction: Transaction, accountId: string): View {
  const view = presentTransactionSummary({ ...transaction, ...entryDates(transaction) }, accountId);
  const proprietary = (transaction.additionalInformationProprietary ?? {}) as Record<string, unknown>;
  return putDefined(view, {
    ultimateCreditor: transaction.ultimateCreditor,
    ultimateDebtor: transaction.ultimateDebtor,
    remittanceInformationStructuredArray: transaction.remittanceInformationStructured ?? undefined,
    purposeCode: transaction.purposeCode,
    proprietaryBankTransactionCode: transaction.proprietaryBankTransactionCode,
    additionalInformation: transaction.additionalInformation,
    ...proprietary,
  });
}

/**
 * A card transaction (D6 cardaccount-switch-originalamount-and-transactionamount, default since 2024-11-13):
 * transactionAmount is what is booked in the card account's currency, originalAmount what the acceptor charged.
 */
export function presentCardTransaction(transaction: TransactionEntry): View {
  const hasForeignAmount = transaction.originalAmount !== null && transaction.originalCurrency !== null;
  const acceptorAddress =
    transaction.cardAcceptorCity || transaction.cardAcceptorCountry
      ? putDefined({}, { townName: transaction.cardAcceptorCity, country: transaction.cardAcceptorCountry })
      : undefined;
  return putDefined(
    {},
    {
      cardTransactionId: transaction.cardTransactionId ?? transaction.id,
      terminalId: transaction.terminalId,
      transactionDate: transaction.transactionDate,
      bookingDate: transaction.bookingDate,
      valueDate: transaction.valueDate,
      transactionAmount: {
        currency: transaction.currency,
        amount: formatAmount(transaction.amount, transaction.currency),
      },
      originalAmount: hasForeignAmount
        ? {
            currency: transaction.originalCurrency,
            amount: formatAmount(transaction.originalAmount as bigint, transaction.originalCurrency as string),
          }
        : undefined,
      currencyExchange:
        hasForeignAmount && transaction.exchangeRate
          ? [
              {
                sourceCurrency: transaction.originalCurrency,
                exchangeRate: transaction.exchangeRate.toString(),
                unitCurrency: transaction.originalCurrency,
                targetCurrency: transaction.currency,
                quotationDate: transaction.transactionDate ?? transaction.bookingDate ?? transaction.createdOn,
              },
            ]
          : undefined,
      markupFee:
        transaction.markupFee !== null
          ? { currency: transaction.currency, amount: formatAmount(transaction.markupFee, transaction.currency) }
          : undefined,
      cardAcceptorId: transaction.cardAcceptorId,
      cardAcceptorAddress: acceptorAddress,
      merchantCategoryCode: transaction.merchantCategoryCode,
      maskedPAN: transaction.maskedPan,
      // Card acceptor information (API 1.23.2): the acceptor's name leads the free-text details when none are given.
      transactionDetails: transaction.transactionDetails ?? transaction.cardAcceptorName,
      proprietaryBankTransactionCode: transaction.proprietaryBankTransactionCode,
    },
  );
}
