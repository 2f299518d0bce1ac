import { checkSandboxRoom } from '@/lib/sandbox/check-sandbox-room';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { furnishNewAccount } from '@/lib/sandbox/shared/furnish-new-account';
import { findCustomerByNumberOrThrow } from '@/lib/sandbox/customers/find-customer-by-number-or-throw';
import {
  presentSandboxCardAccount,
  type SandboxCardAccountView,
} from '@/lib/sandbox/card-accounts/present-sandbox-card-account';
import type { CreateCardAccountBody } from '@/lib/sandbox/card-accounts/card-account-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { loadSandboxCardAccountOrThrow } from './load-sandbox-card-account-or-throw';

export type CreateCardAccountInput = { tppId: string; cardAccount: CreateCardAccountBody; now: Date };

/**
 * Spec "Create sandbox card account": `customerNumber` makes the owner; a private owner's card account joins its
 * agreement, a corporate owner's appears once an engagement grants it. Each owner's maskedPans are distinct (D16).
 */
export async function createCardAccount(input: CreateCardAccountInput): Promise<SandboxCardAccountView> {
  const { tppId, cardAccount: card, now } = input;
  const owner = await findCustomerByNumberOrThrow({
    tppId,
    customerNumber: card.customerNumber,
    path: 'customerNumber',
  });
  await checkSandboxRoom({ tppId, kind: 'cardAccounts' });
  const id = newId();
  await db.$transaction(async (tx) => {
    // Two creates for one owner at once would both find the maskedPan free: the second waits for the first.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sandbox-card-accounts:${owner.id}`}, 0))`;
    if (
      await tx.cardAccount.findFirst({
        where: { tppId, ownerCustomerId: owner.id, maskedPan: card.maskedPan },
        select: { id: true },
      })
    ) {
      throw new Xs2aError('FORMAT_ERROR', {
        path: 'maskedPan',
        text: `maskedPan: customer ${card.customerNumber} already has the card account ${card.maskedPan}. Engagements name a card account by maskedPan, so each of a customer's card accounts needs its own.`,
      });
    }
    await tx.cardAccount.create({
      data: {
        id,
        tppId,
        ownerCustomerId: owner.id,
        maskedPan: card.maskedPan,
        currency: card.currency,
        creditLimitAmount: card.creditLimit ? BigInt(card.creditLimit.amount) : null,
        creditLimitCurrency: card.creditLimit?.currency ?? null,
        cardId: card.cardId ?? null,
        cardIdVNo: card.cardIdVNo ?? null,
        accountNumber: card.accountNumber ?? null,
        expiry: card.expiry ?? null,
        name: card.name ?? null,
        product: card.product ?? null,
        status: card.status ?? 'enabled',
      },
    });
    await furnishNewAccount(tx, { tppId, owner, target: { cardAccountId: id }, balances: card.balances, now });
  });
  return presentSandboxCardAccount(await loadSandboxCardAccountOrThrow({ tppId, cardAccountId: id }));
}
