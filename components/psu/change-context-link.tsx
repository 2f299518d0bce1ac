import Link from 'next/link';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { scaPageUrl } from '@/lib/sca/sca-page-url';

/** D29: back to the context picker from a decision page, until the approval (a link: the picker is a page of its own). */
export function ChangeContextLink({ messages, authorisationId }: { messages: Messages; authorisationId: string }) {
  return (
    <p className="mb-4 text-sm">
      <Link
        href={scaPageUrl(authorisationId, '/sca/context')}
        prefetch={false}
        className="font-medium text-bank-700 underline underline-offset-2 hover:text-bank-900"
      >
        {messages.context.change}
      </Link>
    </p>
  );
}
