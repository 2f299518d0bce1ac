import { db } from '@/lib/db';
import type { PortalChangeKind } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { logMailFailure } from '@/lib/portal/mail/log-mail-failure';
import { sendPortalMail } from '@/lib/portal/mail/send-portal-mail';
import { formatDateTime } from '@/lib/psu/i18n/format-date-time';
import { securityMessagesEn } from '@/lib/portal/security/messages-en';
import { securityMessagesNb } from '@/lib/portal/security/messages-nb';

export type RecordPortalChangeInput = {
  tppId: string;
  developer: { id: string; email: string };
  kind: PortalChangeKind;
  detail?: string;
  now?: Date;
};

/**
 * D27: a change to the TPP goes in its audit list (who, what, when) and, when the TPP has a verified contact mailbox,
 * in a mail there, in English and Norwegian. The change is already made: a mail that cannot be sent is logged.
 */
export async function recordPortalChange(input: RecordPortalChangeInput): Promise<void> {
  const now = input.now ?? new Date();
  const detail = (input.detail ?? '').slice(0, 300);
  await db.portalChange.create({
    data: {
      id: newId(),
      tppId: input.tppId,
      developerId: input.developer.id,
      developerEmail: input.developer.email,
      kind: input.kind,
      detail,
      createdAt: now,
    },
  });
  const tpp = await db.tpp.findUnique({
    where: { id: input.tppId },
    select: { name: true, contactEmail: true, contactEmailVerifiedAt: true },
  });
  // Only a verified mailbox: an address nobody has proven to read could be a stranger's.
  if (!tpp?.contactEmail || !tpp.contactEmailVerifiedAt) return;
  const paragraph = (texts: typeof securityMessagesEn, language: 'en' | 'nb') =>
    texts.changeMail.text({
      tpp: tpp.name,
      change: texts.changeKinds[input.kind],
      detail,
      who: input.developer.email,
      when: formatDateTime(now, language),
    });
  try {
    await sendPortalMail({
      to: tpp.contactEmail,
      subject: `${securityMessagesEn.changeMail.subject(tpp.name)} / ${securityMessagesNb.changeMail.subject(tpp.name)}`,
      text: `${paragraph(securityMessagesEn, 'en')}\n\n---\n\n${paragraph(securityMessagesNb, 'nb')}`,
      links: [],
    });
  } catch (error) {
    logMailFailure('change-notice', error);
  }
}
