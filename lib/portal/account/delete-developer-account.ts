import { db } from '@/lib/db';
import { verifyPassword } from '@/lib/portal/account/password-hash';
import { longestPasswordCheck } from '@/lib/portal/account/password-rules';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';

export type DeleteDeveloperAccountInput = { developerId: string; password: string };

/**
 * D27: "Delete account": with the account's password, the developer, its sessions, links and challenges are deleted.
 * Its TPP keeps everything it owns (certificates, sandbox, request log); the account leaves it as by "Leave TPP"
 * (audited and mailed to the TPP), before it is deleted.
 */
export async function deleteDeveloperAccount(
  input: DeleteDeveloperAccountInput,
): Promise<{ kind: 'deleted' | 'password-wrong' }> {
  const developer = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { id: true, email: true, passwordHash: true, tppId: true },
  });
  if (!(await verifyPassword(developer?.passwordHash ?? null, input.password.slice(0, longestPasswordCheck))))
    return { kind: 'password-wrong' };
  if (developer?.tppId)
    await recordPortalChange({ tppId: developer.tppId, developer, kind: 'MEMBER_LEFT', detail: developer.email });
  await db.developer.deleteMany({ where: { id: input.developerId } });
  return { kind: 'deleted' };
}
