import { db } from '@/lib/db';
import type { CreateEngagementBody } from '@/lib/sandbox/agreements/agreement-schemas';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type EngagementTarget = { accountId: string } | { cardAccountId: string };

export type FindEngagementTargetInput = {
  tppId: string;
  account: CreateEngagementBody['account'];
  agreementOwnerId: string;
  customerId: string;
};

/**
 * Spec engagement rule 3: the account (by iban) or card account (by maskedPan) must be owned by the corporation that
 * owns the agreement, and so not by the PSU. Only this TPP's sandbox is searched (D4).
 */
export async function findEngagementTarget(input: FindEngagementTargetInput): Promise<EngagementTarget> {
  const { tppId, account } = input;
  const path = account.iban ? 'account.iban' : 'account.maskedPan';
  const named = account.iban ?? account.maskedPan;
  const candidates = account.iban
    ? await db.account.findMany({ where: { tppId, iban: account.iban }, select: { id: true, ownerCustomerId: true } })
    : await db.cardAccount.findMany({
        where: { tppId, maskedPan: account.maskedPan },
        select: { id: true, ownerCustomerId: true },
        take: 10,
      });
  if (candidates.length === 0)
    throw new Xs2aError('FORMAT_ERROR', {
      path,
      text: `${path}: there is no ${account.iban ? 'account' : 'card account'} ${named} in your sandbox.`,
    });
  if (candidates.some((candidate) => candidate.ownerCustomerId === input.customerId)) {
    throw new Xs2aError('FORMAT_ERROR', {
      path,
      text: `${path}: ${named} is owned by the customer itself; an engagement grants a PSU an account of the corporation (spec engagement rule 3).`,
    });
  }
  const [target, ...others] = candidates.filter((candidate) => candidate.ownerCustomerId === input.agreementOwnerId);
  if (!target)
    throw new Xs2aError('FORMAT_ERROR', {
      path,
      text: `${path}: ${named} is not owned by the agreement's owner (spec engagement rule 3).`,
    });
  if (others.length > 0)
    throw new Xs2aError('FORMAT_ERROR', {
      path,
      text: `${path}: the owner has several card accounts ${named}; give each card account a distinct maskedPan.`,
    });
  return account.iban ? { accountId: target.id } : { cardAccountId: target.id };
}
