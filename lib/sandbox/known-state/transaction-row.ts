import type { Prisma } from '@/lib/generated/prisma/client';
import { addDays, dayToDate } from '@/lib/sandbox/shared/calendar';
import type { AccountNumber } from './known-account-number';
import type { LedgerEntry } from './ledger-entry';

/** Where an entry is booked: an account (seen with its owner's name) or a card account. */
export type LedgerTarget =
  | { kind: 'account'; accountId: string; owner: { name: string; account: AccountNumber } }
  | { kind: 'cardAccount'; cardAccountId: string; maskedPan: string };

export type TransactionRowInput = {
  entry: LedgerEntry;
  target: LedgerTarget;
  tppId: string;
  id: string;
  firstDay: string;
};

/**
 * Turns a ledger entry into a Transaction row. On an account the own side of the transfer is the account itself: the
 * debtor of a debit, the creditor of a credit. Pending entries have a value date but no booking date yet.
 */
export function transactionRow(input: TransactionRowInput): Prisma.TransactionCreateManyInput {
  const { entry, target } = input;
  const day = addDays(input.firstDay, entry.dayIndex);
  const common = {
    id: input.id,
    tppId: input.tppId,
    bookingStatus: entry.isPending ? ('pending' as const) : ('booked' as const),
    bookingDate: entry.isPending ? null : dayToDate(day),
    valueDate: dayToDate(day),
    amount: entry.amount,
    currency: 'NOK',
    bankTransactionCode: entry.bankTransactionCode,
    purposeCode: entry.purposeCode ?? null,
  };
  if (target.kind === 'cardAccount') {
    const card = entry.card;
    return {
      ...common,
      cardAccountId: target.cardAccountId,
      maskedPan: target.maskedPan,
      transactionDetails: entry.remittance,
      transactionDate: dayToDate(addDays(day, -(card?.daysBeforeBooking ?? 0))),
      cardAcceptorName: card?.acceptorName ?? null,
      cardAcceptorCity: card?.acceptorCity ?? null,
      cardAcceptorCountry: card?.acceptorCountry ?? null,
      merchantCategoryCode: card?.merchantCategoryCode ?? null,
      originalAmount: card?.original?.amount ?? null,
      originalCurrency: card?.original?.currency ?? null,
      exchangeRate: card?.original?.exchangeRate ?? null,
    };
  }
  const own = { name: target.owner.name, account: target.owner.account };
  const other = entry.counterparty;
  const [debtor, creditor] = entry.amount < 0n ? [own, other] : [other, own];
  return {
    ...common,
    accountId: target.accountId,
    remittanceInformationUnstructured: entry.remittance,
    ...(entry.structured ? { remittanceInformationStructured: entry.structured } : {}),
    ...(entry.proprietary ? { additionalInformationProprietary: entry.proprietary } : {}),
    debtorName: debtor?.name ?? null,
    debtorIban: debtor?.account?.iban ?? null,
    debtorBban: debtor?.account?.bban ?? null,
    creditorName: creditor?.name ?? null,
    creditorIban: creditor?.account?.iban ?? null,
    creditorBban: creditor?.account?.bban ?? null,
  };
}
