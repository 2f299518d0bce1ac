import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatOpeningHours } from '@/lib/psu/i18n/format-opening-hours';
import type { Language } from '@/lib/psu/i18n/pick-language';
import type { OpeningHours } from '@/lib/settings/opening-hours';
import { telephoneHref } from '@/lib/settings/phone-number-schema';

export type PhoneLineProps = {
  language: Language;
  messages: Messages;
  label: string;
  phone: string;
  hours: OpeningHours;
};

/** D30: a phone line of the bank: what it is for, its number as a link that dials it, and when it answers. */
export function PhoneLine({ language, messages, label, phone, hours }: PhoneLineProps) {
  return (
    <p className="mt-1 text-slate-700">
      <span className="font-medium text-slate-900">{label}:</span>{' '}
      <a href={telephoneHref(phone)} className="font-medium whitespace-nowrap text-bank-700 underline">
        {phone}
      </a>
      . {messages.contact.hours(formatOpeningHours(hours, language))}
    </p>
  );
}
