import { db } from '@/lib/db';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';

/**
 * D27: "Leave TPP": the account is no longer linked to `tppId` (audited and mailed to the TPP); the TPP and all it
 * owns stay, and the last developer may leave too, since proving a certificate key links again. `unlinked`: not a member.
 */
export async function leaveTpp(input: {
  developer: { id: string; email: string };
  tppId: string;
}): Promise<{ kind: 'left' | 'unlinked' }> {
  const { count } = await db.developer.updateMany({
    where: { id: input.developer.id, tppId: input.tppId },
    data: { tppId: null },
  });
  if (count !== 1) return { kind: 'unlinked' };
  await recordPortalChange({
    tppId: input.tppId,
    developer: input.developer,
    kind: 'MEMBER_LEFT',
    detail: input.developer.email,
  });
  return { kind: 'left' };
}
