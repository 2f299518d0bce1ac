import { db } from '@/lib/db';
import { hashPassword, verifyPassword } from '@/lib/portal/account/password-hash';
import { longestPasswordCheck, passwordProblem, type PasswordProblem } from '@/lib/portal/account/password-rules';
import { hashPortalSessionToken } from '@/lib/portal/session/portal-session-token';

export type ChangePasswordOutcome = { kind: 'changed' } | { kind: 'current-wrong' } | { kind: PasswordProblem };

export type ChangePasswordInput = {
  developerId: string;
  currentPassword: string;
  newPassword: string;
  /** The session that asked: it stays signed in, every other session of the account ends. */
  sessionToken: string;
};

/**
 * D27: "Change password": the current password must verify and the new one pass the rules; the other sessions and any
 * e-mail change under way end.
 */
export async function changePassword(input: ChangePasswordInput): Promise<ChangePasswordOutcome> {
  const problem = passwordProblem(input.newPassword);
  if (problem) return { kind: problem };
  const developer = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { passwordHash: true },
  });
  const current = input.currentPassword.slice(0, longestPasswordCheck);
  if (!(await verifyPassword(developer?.passwordHash ?? null, current))) return { kind: 'current-wrong' };
  const passwordHash = await hashPassword(input.newPassword);
  await db.$transaction([
    db.developer.update({ where: { id: input.developerId }, data: { passwordHash } }),
    db.portalSession.deleteMany({
      where: { developerId: input.developerId, tokenHash: { not: hashPortalSessionToken(input.sessionToken) } },
    }),
    // An e-mail change another session asked for would otherwise still take the account once its link is followed.
    db.portalToken.deleteMany({ where: { developerId: input.developerId, kind: 'EMAIL_CHANGE' } }),
  ]);
  return { kind: 'changed' };
}
