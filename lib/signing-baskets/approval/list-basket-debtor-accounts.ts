import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PsuContext } from '@/lib/generated/prisma/enums';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import { listDebtorAccounts, type DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';

export type ListBasketDebtorAccountsInput = {
  tppId: string;
  customerId: string;
  context: PsuContext;
  agreementId: string | null;
  payments: PaymentToApprove[];
};

/** D25: the accounts the PSU may pay from (D23's rule) in every currency of the basket's payments. */
export async function listBasketDebtorAccounts(
  input: ListBasketDebtorAccountsInput,
  client: Prisma.TransactionClient = db,
): Promise<DebtorAccount[]> {
  const currencies = [...new Set(input.payments.map((payment) => payment.currency))];
  // One currency after the other: inside a transaction they share its one connection.
  const lists: DebtorAccount[][] = [];
  for (const currency of currencies)
    lists.push(
      await listDebtorAccounts(
        {
          tppId: input.tppId,
          customerId: input.customerId,
          context: input.context,
          agreementId: input.agreementId,
          currency,
          creditorAccounts: input.payments.flatMap((payment) =>
            payment.instructions.map((instruction) => instruction.creditorAccount),
          ),
        },
        client,
      ),
    );
  return lists.flat();
}
