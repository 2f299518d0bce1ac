/**
 * The sandbox SCA credential (spec 6, D10): an 11-digit national identity number. Spaces and dots people type for
 * readability are dropped; anything else that is not 11 digits is null.
 */
export function normaliseNationalIdentityNumber(value: string): string | null {
  const digits = value.replace(/[\s.]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}
