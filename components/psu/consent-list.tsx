import { CsrfField } from '@/components/psu/form-parts';
import type { PsuConsent } from '@/lib/consents/list-psu-consents';
import { formatIban } from '@/lib/psu/format-account';
import { formatDate } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';

/** "My consents": each TPP holding a valid consent, its context and accounts, and a button to revoke it (spec 9). */
export function ConsentList({ consents, messages, language, csrfToken }: { consents: PsuConsent[]; messages: Messages; language: Language; csrfToken: string }) {
  if (consents.length === 0) return <p className="text-slate-700">{messages.myConsents.empty}</p>;
  return (
    <ul className="space-y-4">
      {consents.map((consent) => (
        <li key={consent.id} className="rounded-lg border border-slate-300 p-4">
          <h2 className="text-lg font-semibold">{consent.tppName}</h2>
          <p className="text-sm text-slate-700">{consent.companyName ? messages.myConsents.forCompany(consent.companyName) : messages.myConsents.private}</p>
          <p className="text-sm text-slate-600">{messages.myConsents.given(formatDate(consent.grantedOn, language), formatDate(consent.validUntil, language))}</p>
          <p className="mt-3 text-sm font-medium">{messages.myConsents.accountsLabel}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {consent.accounts.map((account) => (
              <li key={`${account.iban ?? account.maskedPan}`}>
                {account.name} · {account.iban ? formatIban(account.iban) : account.maskedPan}
              </li>
            ))}
          </ul>
          <form method="post" action="/my-consents/actions/revoke" className="mt-4">
            <CsrfField token={csrfToken} />
            <input type="hidden" name="consentId" value={consent.id} />
            <button type="submit" className="inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
              {messages.myConsents.revoke}
              <span className="sr-only">{messages.myConsents.revokeFor(consent.tppName)}</span>
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
