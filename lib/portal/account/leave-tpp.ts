import { db } from '@/lib/db';

/**
 * D27: "Leave TPP": the account is no longer linked to `tppId`; the TPP and all it owns stay, and the last developer
 * may leave too, since proving a certificate key of the TPP links an account again. `unlinked`: not that TPP's member.
 */
export async function leaveTpp(input: { developerId: string; tppId: string }): Promise<{ kind: 'left' | 'unlinked' }> {
  const { count } = await db.developer.updateMany({
    where: { id: input.developerId, tppId: input.tppId },
    data: { tppId: null },
  });
  return { kind: count === 1 ? 'left' : 'unlinked' };
}
