import { bbanFromNorwegianIban, norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

/** Spec "Sandbox transaction": an account as `iban` and `bban`; for Norwegian accounts each is derived from the other (D9). */
export type AccountReferenceView = { iban: string | null; bban: string | null };

export function presentAccountReference(iban: string | null, bban: string | null): AccountReferenceView | null {
  if (!iban && !bban) return null;
  return { iban: iban ?? (bban ? norwegianIbanFromBban(bban) : null), bban: bban ?? (iban ? bbanFromNorwegianIban(iban) : null) };
}
