import { db } from '@/lib/db';
import { verifyPassword } from '@/lib/portal/account/password-hash';
import { longestPasswordCheck } from '@/lib/portal/account/password-rules';

export type DeleteDeveloperAccountInput = { developerId: string; password: string };

/**
 * D27: "Delete account": with the account's password, the developer, its sessions, links and challenges are deleted.
 * Its TPP keeps everything it owns (certificates, sandbox, request log); the account only leaves it.
 */
export async function deleteDeveloperAccount(
  input: DeleteDeveloperAccountInput,
): Promise<{ kind: 'deleted' | 'password-wrong' }> {
  const developer = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { passwordHash: true },
  });
  if (!(await verifyPassword(developer?.passwordHash ?? null, input.password.slice(0, longestPasswordCheck))))
    return { kind: 'password-wrong' };
  await db.developer.deleteMany({ where: { id: input.developerId } });
  return { kind: 'deleted' };
}
