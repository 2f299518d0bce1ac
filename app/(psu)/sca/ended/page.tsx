import type { Metadata } from 'next';
import { PsuShell } from '@/components/psu/psu-shell';
import { WaysOn } from '@/components/psu/ways-on';
import { browserLanguage } from '@/lib/psu/browser-language';
import { deadEndReasons } from '@/lib/sca/dead-end-status';
import { deadLink } from '@/lib/sca/dead-link';
import { endedSessionWayBack } from '@/lib/sca/ended-session-way-back';
import { scaHandleParameter } from '@/lib/sca/sca-page-url';
import { PageHeading } from '@/components/psu/page-heading';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.ended.title };
}

/** The dead ends that came from a link that existed, whose page may say what became of its request. */
const linkReasons: readonly string[] = ['link-used', 'link-expired', 'withdrawn'];

/**
 * D29: the dead end of a used, expired or unknown link, an ended session or a refused form: what happened in plain
 * words (its status set by proxy.ts) and a way on, never into an SCA after a refused form; "Back to <TPP>" whenever
 * the link or the ended session's address names the SCA.
 */
export default async function EndedPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string; link?: string; [scaHandleParameter]?: string }>;
}) {
  const { language, messages } = await browserLanguage();
  const search = await searchParams;
  const reason = deadEndReasons.find((candidate) => candidate === search.reason) ?? 'link-invalid';
  const text = messages.ended;
  const link = linkReasons.includes(reason) ? await deadLink(search.link) : null;
  const back =
    reason === 'session-expired' ? await endedSessionWayBack(search[scaHandleParameter], new Date()) : link?.back;
  const outcome =
    link &&
    (link.outcome === 'approved'
      ? text.approved[link.subject]
      : link.outcome === 'open'
        ? text.open
        : text.notCompleted);
  return (
    <PsuShell language={language} messages={messages}>
      <PageHeading>{text[reason].heading}</PageHeading>
      {outcome && <p className="mt-2 font-medium text-slate-900">{outcome}</p>}
      {link?.outcome !== 'approved' && <p className="mt-2 text-slate-700">{text[reason].text}</p>}
      <WaysOn messages={messages} back={back ? { href: back.url, label: text.backTo(back.tppName) } : undefined} />
    </PsuShell>
  );
}
