import { db } from '@/lib/db';
import { normaliseEmail } from '@/lib/portal/account/normalise-email';
import { portalLink } from '@/lib/portal/account/portal-link';
import { issuePortalToken } from '@/lib/portal/account/portal-token';
import { reservePortalMail, type PortalMailRefusal } from '@/lib/portal/account/reserve-portal-mail';
import { sendPortalMail } from '@/lib/portal/mail/send-portal-mail';
import { looksPersonalEmail } from '@/lib/portal/organisation/looks-personal-email';

export type ContactEmailOutcome =
  | { kind: 'saved'; isPersonal: boolean }
  | { kind: 'unchanged' }
  | { kind: 'cleared' }
  | { kind: 'invalid' }
  | { kind: 'not-mailed'; mail: PortalMailRefusal };

export type SetContactEmailInput = {
  tppId: string;
  developerId: string;
  email: string;
  clientAddress: string;
  now: Date;
};

/**
 * D27: the TPP's optional contact e-mail (spec 14): a new address is unverified until its mailed link is followed, the
 * mail counts against the portal's mail throttle, and the address already verified or an empty field mails nothing.
 */
export async function setContactEmail(input: SetContactEmailInput): Promise<ContactEmailOutcome> {
  if (input.email.trim() === '') {
    await db.tpp.update({ where: { id: input.tppId }, data: { contactEmail: null, contactEmailVerifiedAt: null } });
    return { kind: 'cleared' };
  }
  const email = normaliseEmail(input.email);
  if (!email) return { kind: 'invalid' };
  const current = await db.tpp.findUnique({
    where: { id: input.tppId },
    select: { contactEmail: true, contactEmailVerifiedAt: true },
  });
  if (current?.contactEmail === email && current.contactEmailVerifiedAt !== null) return { kind: 'unchanged' };
  const mayMail = await reservePortalMail({ clientAddress: input.clientAddress, email, now: input.now });
  if (mayMail.kind !== 'reserved') return { kind: 'not-mailed', mail: mayMail };
  await db.tpp.update({ where: { id: input.tppId }, data: { contactEmail: email, contactEmailVerifiedAt: null } });
  const token = await issuePortalToken({
    kind: 'CONTACT_EMAIL_VERIFICATION',
    developerId: input.developerId,
    email,
    tppId: input.tppId,
    now: input.now,
  });
  const link = portalLink('/portal/verify-contact-email', token);
  await sendPortalMail({
    to: email,
    subject: 'Verify the contact e-mail of your TPP at Nordbank',
    text: `This address was registered as the contact e-mail for technical and operational notices from Nordbank Open Banking. Follow this link within 24 hours to confirm it:\n\n${link}\n\nIf this is not expected, you need do nothing.`,
    links: [link],
  });
  return { kind: 'saved', isPersonal: looksPersonalEmail(email) };
}
