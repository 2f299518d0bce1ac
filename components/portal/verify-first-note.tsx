import { headers } from 'next/headers';
import Link from 'next/link';
import { CsrfField } from '@/components/portal/portal-form-parts';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';
import { canReadOutbox } from '@/lib/portal/mail/can-read-outbox';
import { clientAddress } from '@/lib/web/client-address';

/** The id of the note, for the controls it explains (`aria-describedby`). */
export const verifyFirstNoteId = 'verify-first';

export type VerifyFirstNoteProps = { messages: PortalMessages; csrfToken: string };

/**
 * D27: before a form that needs a verified e-mail address, said before any work is done: why its button is off, with
 * "Send the link again" and, where the mail lies in the sandbox's outbox for this browser, a link to it.
 */
export async function VerifyFirstNote({ messages, csrfToken }: VerifyFirstNoteProps) {
  const isOutboxReadable = canReadOutbox(clientAddress(await headers()));
  return (
    <div id={verifyFirstNoteId} className="mb-5 rounded-md border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
      <p>{messages.newcomer.verifyFirst}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <form method="post" action="/portal/actions/resend-verification">
          <CsrfField token={csrfToken} />
          <button type="submit" className="min-h-11 font-semibold underline">
            {messages.dashboard.steps.resend}
          </button>
        </form>
        {isOutboxReadable && (
          <Link className="font-semibold underline" href="/portal/outbox">
            {messages.newcomer.openOutbox}
          </Link>
        )}
      </div>
    </div>
  );
}
