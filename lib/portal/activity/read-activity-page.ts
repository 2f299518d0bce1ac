import { activityTexts } from '@/lib/portal/activity/activity-texts';
import type { ActivityMessages } from '@/lib/portal/activity/messages-en';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';

type ListPage<Row> = (input: { tppId: string; after?: string }) => Promise<{ rows: Row[]; hasMore: boolean }>;

/**
 * D27: what /portal/<section> needs: the signed-in developer's TPP (else sign-in), the page of its rows `list` reads
 * after the URL's `after`, the words and formats of the language, and the table's title, intro and pager.
 */
export async function readActivityPage<Row, Section extends 'consents' | 'payments'>(
  section: Section,
  searchParams: Promise<{ after?: string }>,
  list: ListPage<Row>,
) {
  const path = `/portal/${section}`;
  const { tpp } = await requirePortalTpp(path);
  const { language } = await portalLanguage();
  const { after } = await searchParams;
  const { rows, hasMore } = await list({ tppId: tpp.id, after });
  const { texts, environmentNote, date, dateTime } = activityTexts(language);
  const words: ActivityMessages[Section] = texts[section];
  const table = {
    title: words.title,
    intro: words.intro,
    empty: words.none,
    environmentNote,
    path,
    hasMore,
    isFirstPage: !after,
    labels: { next: texts.next, first: texts.first },
  };
  return { language, rows, words, none: texts.none, date, dateTime, table };
}
