import { activityTexts } from '@/lib/portal/activity/activity-texts';
import { portalLanguage } from '@/lib/portal/i18n/portal-language';
import { requirePortalTpp } from '@/lib/portal/session/require-portal-developer';

type ListPage<Row> = (input: { tppId: string; after?: string }) => Promise<{ rows: Row[]; hasMore: boolean }>;

/**
 * D27: what /portal/consents and /portal/payments need: the signed-in developer's TPP (else sign-in), the page of its
 * rows `list` reads after the URL's `after`, the words and formats of the language, and the pager's state.
 */
export async function readActivityPage<Row>(
  path: string,
  searchParams: Promise<{ after?: string }>,
  list: ListPage<Row>,
) {
  const { tpp } = await requirePortalTpp(path);
  const { language } = await portalLanguage();
  const { after } = await searchParams;
  const { rows, hasMore } = await list({ tppId: tpp.id, after });
  const words = activityTexts(language);
  const pager = {
    path,
    hasMore,
    isFirstPage: !after,
    environmentNote: words.environmentNote,
    labels: { next: words.texts.next, first: words.texts.first },
  };
  return { language, rows, pager, ...words };
}
