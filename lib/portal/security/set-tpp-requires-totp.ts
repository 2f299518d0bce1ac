import { db } from '@/lib/db';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';

/**
 * D27: whether every member of the TPP must sign in with TOTP. Only a member who has TOTP may turn it on (no one
 * locks the team out with a rule they do not follow themselves). Unchanged settings record nothing.
 */
export async function setTppRequiresTotp(input: {
  developer: { id: string; email: string; tppId: string; hasTotp: boolean };
  requiresTotp: boolean;
}): Promise<'changed' | 'unchanged' | 'needs-own-totp'> {
  if (input.requiresTotp && !input.developer.hasTotp) return 'needs-own-totp';
  const changed = await db.tpp.updateMany({
    where: { id: input.developer.tppId, requiresTotp: !input.requiresTotp },
    data: { requiresTotp: input.requiresTotp },
  });
  if (changed.count === 0) return 'unchanged';
  await recordPortalChange({
    tppId: input.developer.tppId,
    developer: input.developer,
    kind: input.requiresTotp ? 'TOTP_REQUIRED' : 'TOTP_NOT_REQUIRED',
  });
  return 'changed';
}
