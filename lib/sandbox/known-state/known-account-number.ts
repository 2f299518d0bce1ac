import { makeNorwegianBban, norwegianIbanFromBban } from '@/lib/validation/norwegian-bban';

/** A Norwegian account number in both forms (D9). */
export type AccountNumber = { bban: string; iban: string };

/**
 * D10: the known state's account numbers are fixed. The BBAN is the ten-digit prefix plus its MOD11 check digit; when
 * MOD11 has no check digit for a prefix (remainder 1), the next prefix is used, so every number is a valid one.
 */
export function knownAccountNumber(prefix: string): AccountNumber {
  for (let candidate = Number(prefix); candidate < Number(prefix) + 10; candidate++) {
    const bban = makeNorwegianBban(String(candidate).padStart(10, '0'));
    const iban = bban ? norwegianIbanFromBban(bban) : null;
    if (bban && iban) return { bban, iban };
  }
  throw new Error(`No valid Norwegian account number near ${prefix}`);
}
