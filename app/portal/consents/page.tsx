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
  const page = await readActivityPage('consents', searchParams, listTppConsents);
  const { words, date, dateTime } = page;
  return (
    <ActivityTable
      {...page.table}
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
      rows={page.rows.map((consent) => ({
        key: consent.id,
        cells: [
          <span key="id" className="font-mono break-all">
            {consent.id}
          </span>,
          <span key="status" className="font-mono">
            {consent.status}
          </span>,
          consent.context ? words.contexts[consent.context] : page.none,
          consent.validUntil ? date.format(consent.validUntil) : page.none,
          `${consent.frequencyPerDay}${consent.recurringIndicator ? '' : ' (1×)'}`,
          dateTime.format(consent.createdAt),
          dateTime.format(consent.statusChangedAt),
          consent.lastAccessedAt ? dateTime.format(consent.lastAccessedAt) : page.none,
        ],
      }))}
    />
  );
}
