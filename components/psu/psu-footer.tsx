import { bankContact } from '@/lib/env';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { telephoneHref } from '@/lib/settings/phone-number-schema';

const link = 'underline underline-offset-2 hover:text-bank-700';

/**
 * D30: every PSU page says who runs it and where to get help, read about privacy, or reach the bank: "Contact us" is
 * the help page's contact section (phone, hours, e-mail), and customer service's number dials from the footer itself.
 */
export function PsuFooter({ messages }: { messages: Messages }) {
  return (
    <footer className="mx-auto max-w-xl px-4 pb-8 text-sm text-slate-700">
      <nav
        aria-label={messages.trust.footerLabel}
        className="flex flex-wrap items-center justify-center gap-x-5 gap-y-2 border-t border-slate-300 pt-5"
      >
        <span className="font-semibold">{messages.trust.legalName}</span>
        <a href="/help" className={link}>
          {messages.trust.help}
        </a>
        <a href="/privacy" className={link}>
          {messages.trust.privacy}
        </a>
        <a href="/help#contact" className={link}>
          {messages.trust.contact}
        </a>
        <span>
          {messages.contact.footerPhone}{' '}
          <a href={telephoneHref(bankContact.phone)} className={`${link} whitespace-nowrap`}>
            {bankContact.phone}
          </a>
        </span>
      </nav>
    </footer>
  );
}
