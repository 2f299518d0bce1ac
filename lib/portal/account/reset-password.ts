import { db } from '@/lib/db';
import { hashPassword } from '@/lib/portal/account/password-hash';
import { passwordProblem, type PasswordProblem } from '@/lib/portal/account/password-rules';
import { consumePortalToken, isUsablePortalToken } from '@/lib/portal/account/portal-token';

export type ResetOutcome = { kind: 'reset' } | { kind: 'invalid'; problem: PasswordProblem } | { kind: 'link-invalid' };

export type ResetPasswordInput = { token: string | null; password: string; now: Date };

/**
 * D27: a new password from a reset link: the password is checked first, then the link, then hashed; the reset ends
 * every session and e-mail change under way of the account and verifies its address.
 */
export async function resetPassword(input: ResetPasswordInput): Promise<ResetOutcome> {
  const problem = passwordProblem(input.password);
  if (problem) return { kind: 'invalid', problem };
  if (!(await isUsablePortalToken({ kind: 'PASSWORD_RESET', token: input.token, now: input.now })))
    return { kind: 'link-invalid' };
  const passwordHash = await hashPassword(input.password);
  // The link's use and the verification commit together (housekeeping spares an unverified account while it has a live
  // link, D33).
  return db.$transaction(async (client) => {
    const used = await consumePortalToken({ kind: 'PASSWORD_RESET', token: input.token, now: input.now }, client);
    if (!used) return { kind: 'link-invalid' } as const;
    // A link mailed to the address the account had before an e-mail change is used up and changes nothing.
    const updated = await client.developer.updateMany({
      where: { id: used.developerId, email: used.email },
      data: { passwordHash, emailVerifiedAt: input.now },
    });
    if (updated.count === 0) return { kind: 'link-invalid' } as const;
    await client.portalSession.deleteMany({ where: { developerId: used.developerId } });
    await client.portalToken.deleteMany({ where: { developerId: used.developerId, kind: 'EMAIL_CHANGE' } });
    return { kind: 'reset' } as const;
  });
}
