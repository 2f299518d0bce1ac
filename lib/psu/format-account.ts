/** An IBAN as people read it, in groups of four (`NO93 8601 1117 947`). */
export function formatIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
