import type { PsuConsent } from '@/lib/consents/present-psu-consent';
import { formatIban } from '@/lib/psu/format-account';
import { formatDate } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatDateTime } from '@/lib/psu/i18n/format-date-time';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type ConsentSummaryProps = {
  consent: PsuConsent;
  messages: Messages;
  language: Language;
  /** Whether to say when the consent ended; the revocation receipt says it once, in its own row. */
  isEndShown?: boolean;
};

/** A consent's context, dates, last access by the TPP and accounts, as My consents and its receipts show it. */
export function ConsentSummary({ consent, messages, language, isEndShown = true }: ConsentSummaryProps) {
  const words = messages.myConsents;
  const ended =
    isEndShown && consent.endedAt ? words.ended[consent.status]?.(formatDateTime(consent.endedAt, language)) : null;
  return (
    <>
      <p className="text-sm text-slate-700">
        {consent.companyName ? words.forCompany(consent.companyName) : words.private}
      </p>
      <p className="text-sm text-slate-700">
        {words.given(formatDate(consent.grantedOn, language), formatDate(consent.validUntil, language))}
      </p>
      {ended && <p className="text-sm font-medium text-slate-800">{ended}</p>}
      <p className="text-sm text-slate-700">
        {consent.lastAccessedAt
          ? words.lastAccess(formatDateTime(consent.lastAccessedAt, language))
          : words.neverAccessed}
      </p>
      <p className="mt-3 text-sm font-medium">{words.accountsLabel(consent.accounts.length)}</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {consent.accounts.map((account) => (
          <li key={`${account.iban ?? account.maskedPan}`}>
            {account.name} · {account.iban ? formatIban(account.iban) : account.maskedPan}
          </li>
        ))}
      </ul>
    </>
  );
}
