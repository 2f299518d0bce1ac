import Link from 'next/link';
import type { Messages } from '@/lib/psu/i18n/messages-en';

const primary =
  'inline-flex min-h-12 items-center rounded-md bg-bank-600 px-6 py-3 font-semibold text-white hover:bg-bank-700';
const secondary = 'font-medium text-bank-700 underline underline-offset-2 hover:text-bank-900';

/** D29: every dead end offers a way on: `back` (to the TPP, or on with the SCA) when known, then help and "My consents". */
export function WaysOn({ messages, back }: { messages: Messages; back?: { href: string; label: string } }) {
  return (
    <nav aria-labelledby="ways-on" className="mt-6">
      <h2 id="ways-on" className="text-base font-semibold">
        {messages.ended.waysOn}
      </h2>
      {back && (
        <p className="mt-3">
          <a href={back.href} className={primary}>
            {back.label}
          </a>
        </p>
      )}
      <ul className="mt-4 space-y-2">
        <li>
          <Link href="/help" prefetch={false} className={secondary}>
            {messages.ended.help}
          </Link>
        </li>
        <li>
          <Link href="/my-consents" prefetch={false} className={secondary}>
            {messages.ended.myConsents}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
