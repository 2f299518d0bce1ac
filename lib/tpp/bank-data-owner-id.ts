import { isSandbox } from '@/lib/env';

/**
 * D32: the bank's production data (customers, agreements, engagements, accounts, card accounts, balances and
 * transactions) sits in the same tables as the sandbox's, owned by one reserved TPP row instead of a real TPP (D4 gives
 * every sandbox row its TPP). No certificate can name this row: its id has a length no generated id has (tpp ids and
 * newId are 22 characters) and its organizationIdentifier has characters a certificate's cannot.
 */
export const productionDataOwner = {
  id: 'bank-production-data',
  organizationIdentifier: '(bank production data)',
  name: 'The bank (production data)',
} as const;

/** Whose banking data a TPP's request sees: its own sandbox world, or in production the bank's one set of data. */
export function bankDataOwnerId(tppId: string): string {
  return isSandbox ? tppId : productionDataOwner.id;
}
