import { db } from '@/lib/db';
import { normaliseEmail } from '@/lib/portal/account/normalise-email';
import { portalLink } from '@/lib/portal/account/portal-link';
import { issuePortalToken } from '@/lib/portal/account/portal-token';
import { reservePortalMail, type PortalMailRefusal } from '@/lib/portal/account/reserve-portal-mail';
import { sendPortalMail } from '@/lib/portal/mail/send-portal-mail';

export type RequestPasswordResetInput = { email: string; clientAddress: string; now: Date };

/**
 * D27: "Forgot password?": takes the mail throttle's turn before any account is looked up, and answers why it refused,
 * or the mailing to run after the answer: a 30-minute single-use link when the address has an account, else nothing.
 */
export async function requestPasswordReset(
  input: RequestPasswordResetInput,
): Promise<{ kind: 'accepted'; mail: () => Promise<void> } | PortalMailRefusal> {
  const email = normaliseEmail(input.email);
  if (!email) return { kind: 'accepted', mail: async () => {} };
  const mayMail = await reservePortalMail({ clientAddress: input.clientAddress, email, now: input.now });
  if (mayMail.kind !== 'reserved') return mayMail;
  return { kind: 'accepted', mail: () => mailPasswordReset({ email, now: input.now }) };
}

/** The reset mail, when `email` has an account; the same nothing when it has not. */
async function mailPasswordReset(input: { email: string; now: Date }): Promise<void> {
  const { email } = input;
  const developer = await db.developer.findUnique({ where: { email }, select: { id: true } });
  if (!developer) return;
  const token = await issuePortalToken({ kind: 'PASSWORD_RESET', developerId: developer.id, email, now: input.now });
  const link = portalLink('/portal/reset-password', token);
  await sendPortalMail({
    to: email,
    subject: 'Set a new password for the Nordbank developer portal',
    text: `Follow this link within 30 minutes to set a new password:\n\n${link}\n\nIf you did not ask for this, you need do nothing: your password is unchanged.`,
    links: [link],
  });
}
