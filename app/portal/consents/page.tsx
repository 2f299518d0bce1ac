import type { Metadata } from 'next';
import { ActivityTable } from '@/components/portal/activity-table';
import { activityTexts } from '@/lib/portal/activity/activity-texts';
import { listTppConsents } from '@/lib/portal/activity/list-tpp-consents';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';

export async function generateMetadata(): Promise<Metadata> {
  return { title: activityTexts((await portalLanguage()).language).texts.consents.title };
}

/** D27: the TPP's own consents in this environment, read-only, newest first, 25 a page. */
export default async function ConsentsPage({ searchParams }: { searchParams: Promise<{ after?: string }> }) {
  const { tpp } = await requirePortalTpp('/portal/consents');
  const { language } = await portalLanguage();
  const { texts, environmentNote, date, dateTime } = activityTexts(language);
  const words = texts.consents;
  const { after } = await searchParams;
  const { consents, hasMore } = await listTppConsents({ tppId: tpp.id, after });
  return (
    <ActivityTable
      title={words.title}
      intro={words.intro}
      environmentNote={environmentNote}
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
      path="/portal/consents"
      hasMore={hasMore}
      isFirstPage={!after}
      labels={{ next: texts.next, first: texts.first }}
    />
  );
}
