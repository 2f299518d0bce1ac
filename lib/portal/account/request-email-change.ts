import { db } from '@/lib/db';
import { normaliseEmail } from '@/lib/portal/account/normalise-email';
import { portalLink } from '@/lib/portal/account/portal-link';
import { issuePortalToken } from '@/lib/portal/account/portal-token';
import { reservePortalMail, type PortalMailRefusal } from '@/lib/portal/account/reserve-portal-mail';
import { sendPortalMail } from '@/lib/portal/mail/send-portal-mail';

export type RequestEmailChangeInput = { developerId: string; email: string; clientAddress: string; now: Date };

export type EmailChangeRequest = { kind: 'mailed' } | { kind: 'invalid' | 'unchanged' } | PortalMailRefusal;

/**
 * D27: "Change e-mail": a link to the new address, which becomes the sign-in only when it is followed. Whether another
 * account has that address is not told here (the link then changes nothing), so the form reveals no accounts.
 */
export async function requestEmailChange(input: RequestEmailChangeInput): Promise<EmailChangeRequest> {
  const email = normaliseEmail(input.email);
  if (!email) return { kind: 'invalid' };
  const developer = await db.developer.findUnique({ where: { id: input.developerId }, select: { email: true } });
  if (!developer || developer.email === email) return { kind: 'unchanged' };
  const mayMail = await reservePortalMail({ clientAddress: input.clientAddress, email, now: input.now });
  if (mayMail.kind !== 'reserved') return mayMail;
  const token = await issuePortalToken({ kind: 'EMAIL_CHANGE', developerId: input.developerId, email, now: input.now });
  const link = portalLink('/portal/verify-email-change', token);
  await sendPortalMail({
    to: email,
    subject: 'Confirm your new e-mail for the Nordbank developer portal',
    text: `Follow this link within 24 hours to sign in with this address from now on:\n\n${link}\n\nUntil then you sign in with ${developer.email}. If you did not ask for this, you need do nothing.`,
    links: [link],
  });
  return { kind: 'mailed' };
}
