import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteHeader } from '@/components/site-header';
import { bankChanges } from '@/lib/berlin-group/bank-changes';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { listChangelog, type ChangelogRow } from '@/lib/berlin-group/list-changelog';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';

export async function generateMetadata(): Promise<Metadata> {
  const { changelog } = (await portalLanguage()).messages;
  return { title: changelog.title, description: changelog.intro };
}

type Texts = PortalMessages['changelog'];

/** D11: the bank's API releases and dated changes from the registry, upcoming ones first. */
export default async function ChangelogPage() {
  const { language, messages } = await portalLanguage();
  const texts = messages.changelog;
  const { upcoming, past } = listChangelog(bankChanges, bankDate(new Date()));
  return (
    <div lang={language}>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
        <p className="mt-3 text-slate-700">{texts.intro}</p>
        <p className="mt-3">
          <Link className="font-medium text-bank-700 underline" href="/portal/readiness">
            {texts.readiness}
          </Link>
        </p>
        <ChangeTable id="upcoming" heading={texts.upcoming} rows={upcoming} texts={texts} language={language} />
        <ChangeTable id="past" heading={texts.past} rows={past} texts={texts} language={language} />
      </main>
    </div>
  );
}

function ChangeTable(props: {
  id: string;
  heading: string;
  rows: ChangelogRow[];
  texts: Texts;
  language: 'en' | 'nb';
}) {
  const { texts } = props;
  return (
    <section aria-labelledby={`${props.id}-heading`} className="mt-10">
      <h2 id={`${props.id}-heading`} className="text-xl font-semibold">
        {props.heading}
      </h2>
      {props.rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{texts.none}</p>
      ) : (
        <table
          className="mt-3 w-full table-fixed border-collapse text-left text-sm"
          aria-labelledby={`${props.id}-heading`}
        >
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="w-24 py-2 pr-3 font-semibold sm:w-28">
                {texts.date}
              </th>
              <th scope="col" className="w-24 py-2 pr-3 font-semibold sm:w-28">
                {texts.kind}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {texts.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key} id={row.key} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 font-mono whitespace-nowrap">
                  {row.date ? <time dateTime={row.date}>{row.date}</time> : texts.notDated}
                </td>
                <td className="py-2 pr-3">{texts.kinds[row.change.kind]}</td>
                <td className="py-2 [overflow-wrap:anywhere]">{describe(row, texts, props.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function describe(row: ChangelogRow, texts: Texts, language: 'en' | 'nb'): string {
  const { change } = row;
  const summary = change.summary[language];
  if (change.kind === 'release') return `${texts.release(change.documentationVersion, change.apiRelease)}: ${summary}`;
  if (change.kind === 'accept-fix') {
    const title = change.defaultFrom ? texts.acceptFix(change.id) : texts.optIn(change.id, change.introduced);
    return `${title}. ${summary}`;
  }
  return row.environment ? `${summary} (${texts[row.environment]})` : summary;
}
