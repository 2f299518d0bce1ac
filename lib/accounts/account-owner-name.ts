/**
 * ownerName of an account or card account view: the owning customer's name, as a bank shows it on statements. Prisma 7
 * reads the owner with a statement of its own, so an owner deleted meanwhile (a sandbox reset) arrives as null (D21).
 */
export function accountOwnerName(owner: { customerName: string } | null | undefined): string | undefined {
  return owner?.customerName || undefined;
}
