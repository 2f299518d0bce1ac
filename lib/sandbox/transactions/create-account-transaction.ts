import { bankDate } from '@/lib/berlin-group/bank-date';
import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { storedProprietaryReferences } from '@/lib/sandbox/shared/proprietary-references';
import { storedStructuredReferences } from '@/lib/sandbox/shared/stored-structured-references';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { loadSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import { dayToDate } from '@/lib/sandbox/shared/calendar';
import {
  presentSandboxTransaction,
  type SandboxTransactionView,
} from '@/lib/sandbox/transactions/present-sandbox-transaction';
import type { CreateTransactionBody } from '@/lib/sandbox/transactions/transaction-schemas';
import { bbanFromNorwegianIban, norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { checkAccountParties } from './check-account-parties';
import { checkNotInFuture } from './check-not-in-future';

export type CreateAccountTransactionInput = {
  tppId: string;
  accountId: string;
  transaction: CreateTransactionBody;
  now: Date;
};

/**
 * POST /v1/sandbox/accounts/{mockAccountId}/transactions (spec "Sandbox transaction"). The amount is signed minor units
 * in the account's currency (D7); the account's own side (debtor of a debit, creditor of a credit) is filled in from
 * the account and, unless named, its owner. The value date defaults to the booking date (a pending entry's: today).
 */
export async function createAccountTransaction(input: CreateAccountTransactionInput): Promise<SandboxTransactionView> {
  const { tppId, transaction } = input;
  const account = await loadSandboxAccountOrThrow(input);
  const today = bankDate(input.now);
  checkNotInFuture({ bookingDate: transaction.bookingDate, valueDate: transaction.valueDate }, today);
  if (transaction.currency !== account.currency) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'currency',
      text: `currency: expected the account's currency ${account.currency}.`,
    });
  }
  await checkAccountParties({ tppId, account, transaction });
  await checkSandboxRoom({ tppId, kind: 'transactions' });
  const own = { iban: account.iban, bban: account.bban };
  const isDebit = transaction.amount < 0;
  const debtor = isDebit
    ? { ...own, name: transaction.debtorName ?? account.owner.customerName }
    : partyOf(transaction.debtorName, transaction.debtorAccount);
  const creditor = isDebit
    ? partyOf(transaction.creditorName, transaction.creditorAccount)
    : { ...own, name: transaction.creditorName ?? account.owner.customerName };
  const created = await db.transaction.create({
    data: {
      id: newId(),
      tppId,
      accountId: account.id,
      bookingStatus: transaction.bookingStatus ?? 'booked',
      bookingDate: transaction.bookingDate ? dayToDate(transaction.bookingDate) : null,
      valueDate: dayToDate(transaction.valueDate ?? transaction.bookingDate ?? today),
      amount: BigInt(transaction.amount),
      currency: transaction.currency,
      debtorName: debtor.name,
      debtorIban: debtor.iban,
      debtorBban: debtor.bban,
      creditorName: creditor.name,
      creditorIban: creditor.iban,
      creditorBban: creditor.bban,
      ultimateDebtor: transaction.ultimateDebtor ?? null,
      ultimateCreditor: transaction.ultimateCreditor ?? null,
      remittanceInformationUnstructured: transaction.remittanceInformationUnstructured ?? null,
      ...(transaction.remittanceInformationStructuredArray
        ? {
            remittanceInformationStructured: storedStructuredReferences(
              transaction.remittanceInformationStructuredArray,
            ),
          }
        : {}),
      bankTransactionCode: transaction.bankTransactionCode ?? null,
      purposeCode: transaction.purposeCode ?? null,
      additionalInformationProprietary: storedProprietaryReferences(transaction) ?? undefined,
    },
  });
  return presentSandboxTransaction({ ...created, accountId: account.id });
}

// The other party as given; its account in both forms when it is Norwegian (D9).
function partyOf(
  name: string | null | undefined,
  account: { iban?: string | null; bban?: string | null } | null | undefined,
) {
  const iban = account?.iban ?? (account?.bban ? norwegianIbanFromBban(account.bban) : null);
  const bban = account?.bban ?? (iban ? bbanFromNorwegianIban(iban) : null);
  return { name: name ?? null, iban, bban };
}
