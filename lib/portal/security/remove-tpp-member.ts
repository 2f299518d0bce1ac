import { db } from '@/lib/db';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';

/**
 * D27: takes another developer off the remover's own TPP and ends their sessions; the id of anyone not a member of
 * that TPP changes nothing (`not-member`), and a developer leaves by themselves elsewhere (`self`).
 */
export async function removeTppMember(input: {
  developer: { id: string; email: string; tppId: string };
  memberId: string;
}): Promise<'removed' | 'not-member' | 'self'> {
  if (input.memberId === input.developer.id) return 'self';
  const member = await db.$transaction(async (client) => {
    const found = await client.developer.findFirst({
      where: { id: input.memberId, tppId: input.developer.tppId },
      select: { email: true },
    });
    if (!found) return null;
    const removed = await client.developer.updateMany({
      where: { id: input.memberId, tppId: input.developer.tppId },
      data: { tppId: null },
    });
    if (removed.count !== 1) return null;
    await client.portalSession.deleteMany({ where: { developerId: input.memberId } });
    return found;
  });
  if (!member) return 'not-member';
  await recordPortalChange({
    tppId: input.developer.tppId,
    developer: input.developer,
    kind: 'MEMBER_REMOVED',
    detail: member.email,
  });
  return 'removed';
}
