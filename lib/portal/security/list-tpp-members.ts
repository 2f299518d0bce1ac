import { db } from '@/lib/db';

export type TppMember = { id: string; email: string; hasTotp: boolean };

/** D27: the developers of the TPP, by address, and whether each signs in with two-step verification. */
export async function listTppMembers(tppId: string): Promise<TppMember[]> {
  const members = await db.developer.findMany({
    where: { tppId },
    orderBy: { email: 'asc' },
    select: { id: true, email: true, totpEnabledAt: true },
  });
  return members.map((member) => ({ id: member.id, email: member.email, hasTotp: member.totpEnabledAt !== null }));
}
