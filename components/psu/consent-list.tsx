import { ConsentSummary } from '@/components/psu/consent-summary';
import type { PsuConsent } from '@/lib/consents/present-psu-consent';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type ConsentListProps = { consents: PsuConsent[]; messages: Messages; language: Language };

/**
 * "My consents" (spec 9, D30): each valid consent with a way to revoke it (a confirmation page first), then the history
 * of revoked, expired and ended ones with their dates.
 */
export function ConsentList({ consents, messages, language }: ConsentListProps) {
  const words = messages.myConsents;
  const active = consents.filter((consent) => consent.status === 'valid');
  const history = consents.filter((consent) => consent.status !== 'valid');
  return (
    <>
      <section aria-labelledby="active-consents">
        <h2 id="active-consents" className="mb-3 text-xl font-semibold">
          {words.activeHeading}
        </h2>
        {active.length === 0 ? (
          <p className="text-slate-700">{words.empty}</p>
        ) : (
          <ul className="space-y-4">
            {active.map((consent) => (
              <li key={consent.id} className="rounded-lg border border-slate-300 p-4">
                <h3 className="text-lg font-semibold">{consent.tppName}</h3>
                <ConsentSummary consent={consent} messages={messages} language={language} />
                <a
                  href={`/my-consents/revoke?consent=${encodeURIComponent(consent.id)}`}
                  className="mt-4 inline-flex min-h-11 items-center rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                >
                  {words.revoke}
                  <span className="sr-only">{words.revokeFor(consent.tppName)}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {history.length > 0 && (
        <section aria-labelledby="consent-history" className="mt-8">
          <h2 id="consent-history" className="mb-3 text-xl font-semibold">
            {words.historyHeading}
          </h2>
          <ul className="space-y-4">
            {history.map((consent) => (
              <li key={consent.id} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
                <h3 className="text-lg font-semibold">{consent.tppName}</h3>
                <ConsentSummary consent={consent} messages={messages} language={language} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
