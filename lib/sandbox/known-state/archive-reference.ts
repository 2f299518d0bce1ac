/**
 * The bank's archive reference of a known-state transfer (D10): `Arkivref. ` and 11 digits fixed by the entry's day
 * and counterparty, so that it is the same on every rebuild and draws nothing from the seeded random sequence.
 */
export function archiveReference(dayIndex: number, counterpartyName: string): string {
  let hash = 2_166_136_261;
  for (const character of `${dayIndex}|${counterpartyName}`)
    hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619);
  return `Arkivref. ${String(dayIndex).padStart(3, '0')}${String(hash >>> 0)
    .padStart(10, '0')
    .slice(-8)}`;
}
