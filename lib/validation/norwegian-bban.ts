import { ibanCheckDigits, isValidIban } from './iban';

// D9: Norwegian accounts may be given as an 11-digit BBAN: 4-digit bank code, 6-digit account number, MOD11 check digit.
const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** True for 11 digits whose last digit is the MOD11 check digit of the first ten. */
export function isValidNorwegianBban(value: unknown): boolean {
  return typeof value === 'string' && /^\d{11}$/.test(value) && mod11CheckDigit(value.slice(0, 10)) === value.slice(10);
}

/** Appends the MOD11 check digit to ten digits; null when the input is not ten digits or no check digit exists (remainder 1). */
export function makeNorwegianBban(prefix10digits: string): string | null {
  if (!/^\d{10}$/.test(prefix10digits)) return null;
  const checkDigit = mod11CheckDigit(prefix10digits);
  return checkDigit === null ? null : prefix10digits + checkDigit;
}

/** The NO IBAN for a valid Norwegian BBAN (`NO` + mod-97 check digits + BBAN), or null for an invalid BBAN. */
export function norwegianIbanFromBban(bban: string): string | null {
  return isValidNorwegianBban(bban) ? `NO${ibanCheckDigits('NO', bban)}${bban}` : null;
}

/** The BBAN inside a valid NO IBAN whose BBAN also passes MOD11, or null. */
export function bbanFromNorwegianIban(iban: string): string | null {
  if (!iban.startsWith('NO') || !isValidIban(iban)) return null;
  const bban = iban.slice(4);
  return isValidNorwegianBban(bban) ? bban : null;
}

// Remainder 0 gives check digit 0; remainder 1 would need "10", so such account numbers are never issued.
function mod11CheckDigit(digits: string): string | null {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  if (remainder === 1) return null;
  return String(11 - remainder);
}
