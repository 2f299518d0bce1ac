/** An IBAN as people read it, in groups of four (`NO93 8601 1117 947`). */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * An account number as the PSU knows it: a Norwegian BBAN of 11 digits as `8601 11 17947`, an IBAN in groups of four;
 * anything else as stored.
 */
export function formatAccount(account: string): string {
  const compact = account.replace(/[\s.]+/g, '');
  if (/^\d{11}$/.test(compact)) return `${compact.slice(0, 4)} ${compact.slice(4, 6)} ${compact.slice(6)}`;
  if (/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return formatIban(compact);
  return account;
}
