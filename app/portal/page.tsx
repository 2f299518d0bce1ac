import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { MailSentNote } from '@/components/portal/mail-sent-note';
import { CsrfField, PortalError } from '@/components/portal/portal-form-parts';
import { TrafficCharts } from '@/components/portal/traffic/traffic-charts';
import { dashboardProgress } from '@/lib/portal/account/dashboard-progress';
import { readMailRefusal } from '@/lib/portal/account/read-mail-refusal';
import { canReadOutbox } from '@/lib/portal/mail/can-read-outbox';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalDeveloper } from '@/lib/portal/session/require-portal-developer';
import { trafficMessagesEn } from '@/lib/portal/traffic/messages-en';
import { trafficMessagesNb } from '@/lib/portal/traffic/messages-nb';
import { readTrafficCharts } from '@/lib/portal/traffic/read-traffic-charts';
import { readTrafficPeriod } from '@/lib/portal/traffic/traffic-buckets';
import { clientAddress } from '@/lib/web/client-address';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await portalLanguage()).messages.dashboard.title };
}

/** D27: the dashboard: where the developer stands on the way to a first signed, consented call. */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<{ resent?: string; until?: string; period?: string }>;
}) {
  const { developer, csrfToken } = await requirePortalDeveloper('/portal');
  const { language, messages } = await portalLanguage();
  const { dashboard } = messages;
  const search = await searchParams;
  const address = clientAddress(await headers());
  // D27: in the sandbox without SMTP the verification mail is in the outbox; the step links to it.
  const isOutboxReadable = canReadOutbox(address);
  const mailRefusal = await readMailRefusal({ mail: search.resent, until: search.until, account: messages.account });
  const { tpp, hasSandboxData, hasConsent, hasReadAccounts } = await dashboardProgress(developer.tppId);
  // D28: the charts of the TPP's own traffic, read from the hourly counts; the period is in the URL.
  const charts =
    tpp && developer.tppId && (await readTrafficCharts(developer.tppId, readTrafficPeriod(search.period), new Date()));
  const steps = [
    { key: 'verify', text: dashboard.steps.verify, isDone: developer.emailVerifiedAt !== null, link: null },
    {
      key: 'link',
      text: dashboard.steps.link,
      isDone: tpp !== null,
      link: { href: '/portal/certificates', label: dashboard.links.certificates },
    },
    {
      key: 'sandbox',
      text: dashboard.steps.sandbox,
      isDone: hasSandboxData,
      link: { href: '/portal/sandbox', label: dashboard.links.sandbox },
    },
    {
      key: 'consent',
      text: dashboard.steps.consent,
      isDone: hasConsent,
      link: { href: '/getting-started', label: dashboard.links.gettingStarted },
    },
    {
      key: 'call',
      text: dashboard.steps.call,
      isDone: hasReadAccounts,
      link: { href: '/api-reference', label: dashboard.links.apiReference },
    },
  ];
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight">{dashboard.heading}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-700">
        {dashboard.signedInAs(developer.email)}
        {tpp && ` · ${dashboard.linkedTo(tpp.name, tpp.organizationIdentifier)}`}
      </p>
      {search.resent === '1' && <MailSentNote messages={messages}>{dashboard.resent}</MailSentNote>}
      {search.resent === 'failed' && (
        <PortalError title={messages.errorTitle}>{messages.account.errors.mail}</PortalError>
      )}
      {mailRefusal && <PortalError title={messages.errorTitle}>{mailRefusal}</PortalError>}
      <ol className="space-y-3">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <span
              aria-hidden
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full font-semibold ${step.isDone ? 'bg-bank-600 text-white' : 'bg-slate-200 text-slate-800'}`}
            >
              {index + 1}
            </span>
            <span className="min-w-0 flex-1">
              {step.text}{' '}
              <span className="text-sm font-semibold text-slate-700">
                ({step.isDone ? dashboard.done : dashboard.todo})
              </span>
            </span>
            {step.link && (
              <Link className="text-sm font-medium text-bank-700 underline" href={step.link.href}>
                {step.link.label}
              </Link>
            )}
            {step.key === 'verify' && !step.isDone && (
              <form method="post" action="/portal/actions/resend-verification">
                <CsrfField token={csrfToken} />
                <button type="submit" className="text-sm font-medium text-bank-700 underline">
                  {dashboard.steps.resend}
                </button>
              </form>
            )}
            {step.key === 'verify' && !step.isDone && isOutboxReadable && (
              <Link className="text-sm font-medium text-bank-700 underline" href="/portal/outbox">
                {messages.newcomer.openOutbox}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {/* D11: the bank's changes as they concern this TPP */}
      {tpp && (
        <p className="mt-6">
          <Link className="font-medium text-bank-700 underline" href="/portal/readiness">
            {messages.readiness.dashboardLink}
          </Link>
        </p>
      )}
      {charts && (
        <TrafficCharts
          charts={charts}
          language={language}
          messages={language === 'nb' ? trafficMessagesNb : trafficMessagesEn}
        />
      )}
    </div>
  );
}
