import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsentSummary } from '@/components/psu/consent-summary';
import { StatusNote } from '@/components/psu/form-parts';
import { PsuShell } from '@/components/psu/psu-shell';
import { browserLanguage } from '@/lib/psu/browser-language';
import { findMyConsent } from '@/lib/psu/find-my-consent';
import { formatDateTime } from '@/lib/psu/i18n/format-date-time';
import { PageHeading } from '@/components/psu/page-heading';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.myConsents.receiptTitle };
}

/** D30: the receipt of a revocation: which TPP lost access to which accounts, and when; it reloads unchanged. */
export default async function RevokedReceiptPage({ searchParams }: { searchParams: Promise<{ consent?: string }> }) {
  const { language, messages } = await browserLanguage();
  const { consent } = await findMyConsent((await searchParams).consent ?? '');
  if (!consent?.endedAt || consent.status !== 'revokedByPsu') redirect('/my-consents');
  const words = messages.myConsents;
  return (
    <PsuShell language={language} messages={messages}>
      <PageHeading>{words.receiptTitle}</PageHeading>
      <div className="mt-4">
        <StatusNote>{words.receiptText(consent.accounts.length)}</StatusNote>
      </div>
      <dl className="mb-4 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{words.receiptProvider}</dt>
        <dd className="font-semibold">{consent.tppName}</dd>
        <dt className="text-slate-600">{words.receiptWhen}</dt>
        <dd>{formatDateTime(consent.endedAt, language)}</dd>
      </dl>
      <ConsentSummary consent={consent} messages={messages} language={language} isEndShown={false} />
      <a
        href="/my-consents"
        className="mt-8 inline-flex min-h-12 items-center rounded-md bg-bank-600 px-6 py-3 font-semibold text-white hover:bg-bank-700"
      >
        {words.backToList}
      </a>
    </PsuShell>
  );
}
