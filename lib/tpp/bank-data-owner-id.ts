import { isSandbox } from '@/lib/env';

/**
 * D32: the reserved TPP row that owns the bank's production data in the tables the sandbox uses. No certificate can
 * name it: its id and organizationIdentifier have shapes no generated id or certificate has.
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
