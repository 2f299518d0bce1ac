import { unattendedHistoryDays } from '@/lib/accounts/check-access-window';
import type { Messages } from '@/lib/psu/i18n/messages-en';

export type ConsentTermsProps = {
  messages: Messages;
  tppName: string;
  /** The company the PSU acts for (CORPORATE), whose accounts and transactions the TPP sees; null: the PSU's own. */
  companyName: string | null;
  validUntil: string;
};

/** D17: what the TPP will be able to see, how far back (spec "Limits"), and for how long. */
export function ConsentTerms({ messages, tppName, companyName, validUntil }: ConsentTermsProps) {
  return (
    <div className="mt-6 space-y-4 rounded-lg bg-slate-50 p-4 text-sm text-slate-800">
      <section>
        <h2 className="font-semibold">{messages.consent.seesHeading(tppName)}</h2>
        <ul className="mt-1 list-disc pl-5">
          {messages.consent.sees.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-1">
          {companyName
            ? messages.consent.historyCompany(tppName, companyName, unattendedHistoryDays)
            : messages.consent.history(tppName, unattendedHistoryDays)}
        </p>
        <p className="mt-1">{messages.consent.frequency(tppName)}</p>
      </section>
      <section>
        <h2 className="font-semibold">{messages.consent.durationHeading}</h2>
        <p className="mt-1">{messages.consent.duration(validUntil)}</p>
        <p className="mt-1">
          {messages.consent.revokeAnytime}{' '}
          <a href="/my-consents" target="_blank" rel="noopener" className="font-medium text-bank-700 underline">
            {messages.consent.myConsentsLink}
          </a>
        </p>
      </section>
    </div>
  );
}
