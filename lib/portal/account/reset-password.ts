import { db } from '@/lib/db';
import { hashPassword } from '@/lib/portal/account/password-hash';
import { passwordProblem, type PasswordProblem } from '@/lib/portal/account/password-rules';
import { consumePortalToken, isUsablePortalToken } from '@/lib/portal/account/portal-token';

export type ResetOutcome = { kind: 'reset' } | { kind: 'invalid'; problem: PasswordProblem } | { kind: 'link-invalid' };

/**
 * D27: a new password from a reset link. The password is checked before the link is used, so a too-short password
 * does not burn the link, and the link before the password is hashed, so a made-up link costs no argon2id work. A
 * reset ends every session of the account (whoever knew the old password is signed out) and proves the developer
 * reads the address, so it also verifies it.
 */
export async function resetPassword(input: { token: string | null; password: string; now: Date }): Promise<ResetOutcome> {
  const problem = passwordProblem(input.password);
  if (problem) return { kind: 'invalid', problem };
  if (!(await isUsablePortalToken({ kind: 'PASSWORD_RESET', token: input.token, now: input.now }))) return { kind: 'link-invalid' };
  const passwordHash = await hashPassword(input.password);
  // The link's use and the verification commit together (housekeeping spares an unverified account while it has a live
  // link, D33).
  return db.$transaction(async (client) => {
    const used = await consumePortalToken({ kind: 'PASSWORD_RESET', token: input.token, now: input.now }, client);
    if (!used) return { kind: 'link-invalid' } as const;
    await client.developer.updateMany({ where: { id: used.developerId, email: used.email }, data: { passwordHash, emailVerifiedAt: input.now } });
    await client.portalSession.deleteMany({ where: { developerId: used.developerId } });
    return { kind: 'reset' } as const;
  });
}
