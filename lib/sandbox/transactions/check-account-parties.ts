import type { CreateTransactionBody } from '@/lib/sandbox/transactions/transaction-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { findSandboxAccountByReference } from './find-sandbox-account-by-reference';
import { referenceIban } from './reference-iban';

export type CheckAccountPartiesInput = {
  tppId: string;
  account: { id: string; iban: string };
  transaction: CreateTransactionBody;
};

/**
 * Spec "List sandbox account transactions": a transaction whose debtor is another account is refused. Money between
 * two sandbox accounts moves with a payment, which books both sides; a hand-made entry would book one. And the account
 * itself is one party: the debtor of a debit (negative amount), the creditor of a credit.
 */
export async function checkAccountParties(input: CheckAccountPartiesInput): Promise<void> {
  const { transaction, account } = input;
  if (transaction.debtorAccount) {
    const other = await findSandboxAccountByReference({
      tppId: input.tppId,
      reference: transaction.debtorAccount,
      exceptAccountId: account.id,
    });
    if (other) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: 'debtorAccount',
        text: `debtorAccount ${other.iban} is another account in your sandbox. A transaction cannot take money from another account; make a payment from that account instead, which books both sides.`,
      });
    }
  }
  const isDebit = transaction.amount < 0;
  const ownSide = isDebit ? transaction.debtorAccount : transaction.creditorAccount;
  if (ownSide && referenceIban(ownSide) !== account.iban) {
    const field = isDebit ? 'debtorAccount' : 'creditorAccount';
    throw new Xs2aError('FORMAT_ERROR', {
      path: field,
      text: `${field}: a ${isDebit ? 'debit (negative amount) is paid from' : 'credit (positive amount) is paid to'} this account, ${account.iban}; give it or leave ${field} out.`,
    });
  }
}
