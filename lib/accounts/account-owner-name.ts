/** ownerName of an account view: the owning customer's name, as a bank shows it on statements. */
export function accountOwnerName(owner: { customerName: string } | null | undefined): string | undefined {
  return owner?.customerName || undefined;
}
