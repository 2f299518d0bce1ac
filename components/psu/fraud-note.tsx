import type { Messages } from '@/lib/psu/i18n/messages-en';

/**
 * D30: beside every approval, outside its form, what to do about a request the PSU did not make: the help page's fraud
 * section, which says to cancel and gives the fraud line.
 */
export function FraudNote({ messages }: { messages: Messages }) {
  return (
    <p className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
      {messages.fraud.note}{' '}
      <a href="/help#fraud" className="font-medium text-bank-700 underline underline-offset-2 hover:text-bank-900">
        {messages.fraud.link}
      </a>
    </p>
  );
}
