/** The weights of the Norwegian organisation number's MOD11 check digit (Brønnøysund register). */
const weights = [3, 2, 7, 6, 5, 4, 3, 2];

/**
 * A Norwegian organisation number: 9 digits (spaces and dots allowed, as printed on invoices) whose last digit is the
 * MOD11 check digit of the first eight. The sign-in asks for a person's national identity number, so such a number is
 * a company's and gets guidance instead of counting as a failed attempt (D29).
 */
export function isOrganisationNumber(value: string): boolean {
  const digits = value.replace(/[\s.]/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}
