import type { Metadata } from 'next';
import Link from 'next/link';
import { CsrfField, PortalError, PortalNote, PortalSection, SubmitButton } from '@/components/portal/portal-form-parts';
import { formatBankDateTime } from '@/lib/berlin-group/bank-date-time';
import { isSandbox } from '@/lib/env';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';
import { readinessDays, readReadiness, type ReadinessRow } from '@/lib/readiness/read-readiness';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.readiness.title };
}

const linkClass = 'font-medium text-bank-700 underline';

/** D11: the TPP's readiness for the bank's changes: what it still uses, what is coming, and "Try it now" in the sandbox. */
export default async function ReadinessPage({
  searchParams,
}: {
  searchParams: Promise<{ note?: string; error?: string }>;
}) {
  const { tpp, csrfToken } = await requirePortalTpp('/portal/readiness');
  const { language, messages } = await portalLanguage();
  const texts = messages.readiness;
  const search = await searchParams;
  const now = new Date();
  const rows = await readReadiness({ tppId: tpp.id, environment: isSandbox ? 'sandbox' : 'production', now });
  const from = formatBankDateTime(new Date(now.getTime() - readinessDays * 86_400_000));
  const note = search.note === 'tried' || search.note === 'untried' ? texts.notes[search.note] : null;
  // Field names such as remittanceInformationStructuredArray are longer than a 390 px line: they wrap anywhere.
  return (
    <div className="[overflow-wrap:anywhere]">
      <h1 className="text-2xl font-bold tracking-tight">{texts.heading}</h1>
      <p className="mt-1 mb-6 text-slate-700">
        {texts.intro(readinessDays)}{' '}
        <Link className={linkClass} href="/changelog">
          {texts.changelogLink}
        </Link>
      </p>
      {note && <PortalNote>{note}</PortalNote>}
      {(search.error === 'trial' || search.error === 'forbidden') && (
        <PortalError title={messages.errorTitle}>{texts.errors[search.error]}</PortalError>
      )}
      {rows.length === 0 && <p>{texts.nothing(readinessDays)}</p>}
      {rows.map((row) => (
        <ChangeSection
          key={row.change.id}
          row={row}
          texts={texts}
          language={language}
          csrfToken={csrfToken}
          from={from}
        />
      ))}
    </div>
  );
}

function ChangeSection(props: {
  row: ReadinessRow;
  texts: Awaited<ReturnType<typeof portalLanguage>>['messages']['readiness'];
  language: 'en' | 'nb';
  csrfToken: string;
  from: string;
}) {
  const { row, texts } = props;
  const { change } = row;
  const status = row.isInForce
    ? texts.inForce(row.refusedFrom ?? '')
    : row.refusedFrom
      ? texts.comingOn(row.refusedFrom)
      : change.kind === 'deprecation'
        ? texts.deprecatedServed
        : texts.notDated;
  const canTry = isSandbox && !row.isInForce;
  return (
    <div id={change.id}>
      <PortalSection id={`${change.id}-heading`} title={change.summary[props.language]}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{texts.status}</dt>
          <dd>{status}</dd>
          {change.kind === 'deprecation' && change.deprecatedFrom && (
            <>
              <dt className="font-semibold">{texts.deprecatedSince}</dt>
              <dd>{change.deprecatedFrom}</dd>
            </>
          )}
          <dt className="font-semibold">{texts.effectiveDate}</dt>
          <dd>{row.refusedFrom ?? texts.notDated}</dd>
          <dt className="font-semibold">{texts.requests(readinessDays)}</dt>
          <dd data-testid={`${change.id}-count`}>{row.requestCount}</dd>
          <dt className="font-semibold">{texts.operations}</dt>
          <dd>
            {row.operations.length === 0
              ? texts.noRequests
              : row.operations.map((operation, index) => (
                  <span key={operation}>
                    {index > 0 && ', '}
                    <Link
                      className={`${linkClass} font-mono break-all`}
                      href={`/portal/requests?${new URLSearchParams({ operation, from: props.from })}`}
                    >
                      {operation}
                    </Link>
                  </span>
                ))}
          </dd>
          <dt className="font-semibold">{texts.examples}</dt>
          <dd>
            {row.examples.length === 0 ? (
              texts.noRequests
            ) : (
              <ul className="space-y-1">
                {row.examples.map((example) => (
                  <li key={example.id}>
                    <Link className={`${linkClass} break-all`} href={`/portal/requests?id=${example.id}`}>
                      {texts.openRequest(example.operation ?? '-', example.status, formatBankDateTime(example.at))}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
        {canTry && (
          <form method="post" action="/portal/actions/change-trial" className="mt-4 flex flex-wrap items-center gap-3">
            <CsrfField token={props.csrfToken} />
            <input type="hidden" name="change" value={change.id} />
            <SubmitButton name="trial" value={row.isTried ? 'off' : 'on'}>
              {row.isTried ? texts.stopTrying : texts.tryItNow}
            </SubmitButton>
            <span className="text-sm text-slate-700">{row.isTried ? texts.tried : texts.tryItNowHint}</span>
          </form>
        )}
        {!isSandbox && !row.isInForce && <p className="mt-4 text-sm text-slate-700">{texts.productionOnly}</p>}
      </PortalSection>
    </div>
  );
}
