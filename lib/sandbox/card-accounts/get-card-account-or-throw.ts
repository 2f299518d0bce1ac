import { presentCardAccountRead, type CardAccountReadView } from '@/lib/sandbox/presenters/present-card-account-read';
import { loadCardAccountOrThrow } from './load-card-account-or-throw';

/** Spec "Get a sandbox card account": `{ cardAccount: {...} }` without customerNumber. */
export async function getCardAccountOrThrow(input: { tppId: string; cardAccountId: string }): Promise<CardAccountReadView> {
  return presentCardAccountRead(await loadCardAccountOrThrow(input));
}
