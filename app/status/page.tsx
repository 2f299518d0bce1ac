import type { Metadata } from 'next';
import Link from 'next/link';
import { ColumnHeads } from '@/components/portal/column-heads';
import { ScrollingTable } from '@/components/portal/scrolling-table';
import { PortalSection } from '@/components/portal/portal-form-parts';
import { PortalFrame } from '@/components/portal/portal-frame';
import { checkServiceStatus } from '@/lib/operations/status/check-service-status';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { servicePagesMessagesEn } from '@/lib/portal/service-pages/messages-en';
import { servicePagesMessagesNb } from '@/lib/portal/service-pages/messages-nb';
import { osloTimeFormat } from '@/lib/portal/service-pages/oslo-time-format';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await portalLanguage();
  return { title: (language === 'nb' ? servicePagesMessagesNb : servicePagesMessagesEn).status.title };
}

const stateColours: Record<string, string> = {
  operational: 'bg-bank-600 text-white',
  down: 'bg-red-800 text-white',
  delayed: 'bg-amber-300 text-slate-900',
  'not-run': 'bg-slate-200 text-slate-900',
};

/** D33: the service's live state for TPPs: API, customer pages and batch checked now, the last runs, the bank's incidents. */
export default async function StatusPage() {
  const { language } = await portalLanguage();
  const texts = (language === 'nb' ? servicePagesMessagesNb : servicePagesMessagesEn).status;
  const time = osloTimeFormat(language);
  const status = await checkServiceStatus(new Date());
  const components = [
    { key: 'api', state: status.api },
    { key: 'psu', state: status.psu },
    { key: 'batch', state: status.batch },
  ] as const;
  return (
    <PortalFrame>
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{texts.title}</h1>
      <p className="mb-1 text-slate-700">{texts.intro}</p>
      <p className="mb-6 text-sm text-slate-700">{texts.checkedAt(time.format(status.checkedAt))}</p>
      <PortalSection id="components-heading" title={texts.componentsHeading}>
        <table className="w-full text-left">
          <thead>
            <ColumnHeads gap="pr-4" headings={[texts.component, texts.state]} />
          </thead>
          <tbody>
            {components.map(({ key, state }) => (
              <tr key={key} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {texts.components[key]}
                </th>
                <td className="py-2">
                  <span className={`rounded px-2 py-0.5 text-sm font-semibold ${stateColours[state]}`}>
                    {texts.states[state]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </PortalSection>
      <PortalSection id="incidents-heading" title={texts.incidentsHeading}>
        {status.incidents.kind === 'unreadable' ? (
          <p>{texts.incidentsUnreadable}</p>
        ) : status.incidents.incidents.length === 0 ? (
          <p>{texts.noIncidents}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {status.incidents.incidents.map((incident) => (
              <li key={incident.id} className="py-3">
                <h3 className="font-semibold">{incident.title[language]}</h3>
                <p className="text-sm text-slate-700">
                  {texts.severity[incident.severity]} · {texts.incidentComponents[incident.component]} ·{' '}
                  {texts.started(time.format(new Date(incident.startedAt)))} ·{' '}
                  {incident.resolvedAt ? texts.resolved(time.format(new Date(incident.resolvedAt))) : texts.ongoing}
                </p>
                {incident.text[language] && <p className="mt-1">{incident.text[language]}</p>}
              </li>
            ))}
          </ul>
        )}
      </PortalSection>
      {status.batch !== 'not-run' && (
        <PortalSection id="batch-heading" title={texts.batchHeading}>
          <p className="mb-3 text-slate-700">{texts.batchIntro}</p>
          {status.runs.length === 0 ? (
            <p>{texts.noRuns}</p>
          ) : (
            <ScrollingTable
              labelledBy="batch-heading"
              gap="pr-4"
              headings={[texts.scheduledFor, texts.finishedAt, texts.paymentsDone]}
            >
              {status.runs.map((run) => (
                <tr key={run.scheduledFor.toISOString()} className="border-b border-slate-200">
                  <td className="py-2 pr-4 whitespace-nowrap">{time.format(run.scheduledFor)}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {run.finishedAt ? time.format(run.finishedAt) : texts.running}
                  </td>
                  <td className="py-2">{run.paymentsDone}</td>
                </tr>
              ))}
            </ScrollingTable>
          )}
        </PortalSection>
      )}
      <p>
        <Link className="font-semibold text-bank-700 underline" href="/support">
          {texts.support}
        </Link>
      </p>
    </PortalFrame>
  );
}
