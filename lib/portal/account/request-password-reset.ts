import { db } from '@/lib/db';
import { normaliseEmail } from '@/lib/portal/account/normalise-email';
import { portalLink } from '@/lib/portal/account/portal-link';
import { issuePortalToken } from '@/lib/portal/account/portal-token';
import { reservePortalMail } from '@/lib/portal/account/reserve-portal-mail';
import { sendPortalMail } from '@/lib/portal/mail/send-portal-mail';

/**
 * D27: "Forgot password?": a mail with a 30-minute single-use link when the address has an account, within the mail
 * throttle (taken before the account is looked up). The caller shows the same answer either way, so the form does not
 * tell which addresses have accounts.
 */
export async function requestPasswordReset(input: { email: string; clientAddress: string; now: Date }): Promise<void> {
  const email = normaliseEmail(input.email);
  if (!email) return;
  if (!(await reservePortalMail({ clientAddress: input.clientAddress, email, now: input.now }))) return;
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
