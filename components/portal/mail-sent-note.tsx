import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PortalNote } from '@/components/portal/portal-form-parts';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';
import { canReadOutbox } from '@/lib/portal/mail/can-read-outbox';
import { clientAddress } from '@/lib/web/client-address';

export type MailSentNoteProps = { messages: PortalMessages; children: ReactNode };

/**
 * D27: a "we mailed you" note; where the mail went to the sandbox's outbox and this browser may read it, the note says
 * so and links to it, so a newcomer without SMTP is never left waiting for a mail that will not come.
 */
export async function MailSentNote({ messages, children }: MailSentNoteProps) {
  const isInOutbox = canReadOutbox(clientAddress(await headers()));
  return (
    <PortalNote>
      {children}
      {isInOutbox && (
        <>
          {' '}
          {messages.newcomer.mailInOutbox}{' '}
          <Link className="font-semibold underline" href="/portal/outbox">
            {messages.newcomer.openOutbox}
          </Link>
        </>
      )}
    </PortalNote>
  );
}
