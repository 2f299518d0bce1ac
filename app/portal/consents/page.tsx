import type { Metadata } from 'next';
import { ActivityTable } from '@/components/portal/activity-table';
import { activityTexts } from '@/lib/portal/activity/activity-texts';
import { readActivityPage } from '@/lib/portal/activity/read-activity-page';
import { listTppConsents } from '@/lib/portal/activity/list-tpp-consents';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: activityTexts((await portalLanguage()).language).texts.consents.title };
}

/** D27: the TPP's own consents in this environment, read-only, newest first, 25 a page. */
export default async function ConsentsPage({ searchParams }: { searchParams: Promise<{ after?: string }> }) {
  const {
    rows: consents,
    pager,
    texts,
    date,
    dateTime,
  } = await readActivityPage('/portal/consents', searchParams, listTppConsents);
  const words = texts.consents;
  return (
    <ActivityTable
      title={words.title}
      intro={words.intro}
      empty={words.none}
      headings={[
        words.consentId,
        words.status,
        words.context,
        words.validUntil,
        words.frequencyPerDay,
        words.created,
        words.statusChanged,
        words.lastAccessed,
      ]}
      rows={consents.map((consent) => ({
        key: consent.id,
        cells: [
          <span key="id" className="font-mono break-all">
            {consent.id}
          </span>,
          <span key="status" className="font-mono">
            {consent.status}
          </span>,
          consent.context ? words.contexts[consent.context] : texts.none,
          consent.validUntil ? date.format(consent.validUntil) : texts.none,
          `${consent.frequencyPerDay}${consent.recurringIndicator ? '' : ' (1×)'}`,
          dateTime.format(consent.createdAt),
          dateTime.format(consent.statusChangedAt),
          consent.lastAccessedAt ? dateTime.format(consent.lastAccessedAt) : texts.none,
        ],
      }))}
      {...pager}
    />
  );
}
