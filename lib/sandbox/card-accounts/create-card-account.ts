import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { engageInOwnAgreement } from '@/lib/sandbox/agreements/engage-in-own-agreement';
import { balanceRowsFromInput } from '@/lib/sandbox/balances/balance-rows-from-input';
import { findCustomerByNumberOrThrow } from '@/lib/sandbox/customers/find-customer-by-number-or-throw';
import { presentCardAccount, type CardAccountView } from '@/lib/sandbox/presenters/present-card-account';
import type { CreateCardAccountInput } from '@/lib/sandbox/schemas/card-account-schemas';
import { loadCardAccountOrThrow } from './load-card-account-or-throw';

/**
 * Spec "Create sandbox card account": `customerNumber` makes the owner. For a private customer the card account joins
 * the customer's agreement and its account list; for a corporate customer it appears only once an engagement in the
 * corporation's agreement grants it.
 */
export async function createCardAccount(input: { tppId: string; cardAccount: CreateCardAccountInput; now: Date }): Promise<CardAccountView> {
  const { tppId, cardAccount: card } = input;
  const owner = await findCustomerByNumberOrThrow({ tppId, customerNumber: card.customerNumber, path: 'customerNumber' });
  const id = newId();
  await db.$transaction(async (tx) => {
    await tx.cardAccount.create({
      data: {
        id, tppId, ownerCustomerId: owner.id, maskedPan: card.maskedPan, currency: card.currency,
        creditLimitAmount: card.creditLimit ? BigInt(card.creditLimit.amount) : null, creditLimitCurrency: card.creditLimit?.currency ?? null,
        cardId: card.cardId ?? null, cardIdVNo: card.cardIdVNo ?? null, accountNumber: card.accountNumber ?? null, expiry: card.expiry ?? null,
        name: card.name ?? null, product: card.product ?? null, status: card.status ?? 'enabled',
      },
    });
    const balances = balanceRowsFromInput({ tppId, owner: { cardAccountId: id }, balances: card.balances ?? [], today: bankDate(input.now) });
    if (balances.length > 0) await tx.balance.createMany({ data: balances });
    if (owner.customerType === 'PRIVATE') await engageInOwnAgreement(tx, { tppId, owner, target: { cardAccountId: id } });
  });
  return presentCardAccount(await loadCardAccountOrThrow({ tppId, cardAccountId: id }));
}
