import type { CardAccountRecord } from '@/lib/sandbox/queries/includes';
import { presentCardAccount, type CardAccountView } from './present-card-account';

/** Spec "Get a sandbox card account": the response fields without customerNumber, wrapped in `cardAccount`. */
export type CardAccountReadView = { cardAccount: Omit<CardAccountView, 'customerNumber'> };

export function presentCardAccountRead(card: CardAccountRecord): CardAccountReadView {
  const { customerNumber: _customerNumber, ...cardAccount } = presentCardAccount(card);
  return { cardAccount };
}
