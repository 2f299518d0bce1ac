/**
 * D29: a company's number as the context picker shows it: a 9-digit organisation number grouped `123 456 789`; any
 * other (the sandbox's 11-digit corporate numbers, D10) as stored.
 */
export function formatOrganisationNumber(customerNumber: string): string {
  const digits = customerNumber.replace(/[\s.]/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : customerNumber;
}
