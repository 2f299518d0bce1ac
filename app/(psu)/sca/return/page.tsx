import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { PsuShell } from '@/components/psu/psu-shell';
import { leftForTppCookieName, sessionsLeftForTpp } from '@/lib/sca/left-for-tpp';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';
import { scaPageUrl } from '@/lib/sca/sca-page-url';
import { scaReturn, type ScaReturn } from '@/lib/sca/sca-return';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { PageHeading } from '@/components/psu/page-heading';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.return.title ?? 'Returning to the provider' };
}

const button =
  'mt-6 inline-flex min-h-12 items-center rounded-md bg-bank-600 px-6 py-3 font-semibold text-white hover:bg-bank-700';

/**
 * D29: the PSU leaves the bank for the TPP (spec "SCA redirect flow" 4, 5): the page states the outcome and forwards
 * at once through /sca/return/forward (a meta refresh, no script), shows "Done" once the session has left, and after
 * three failed sign-ins never forwards.
 */
export default async function ReturnPage() {
  const { flow, sessionId, language, messages } = await requireScaPage('/sca/return');
  const destination = await scaReturn(flow);
  if (!destination) return null;
  const text = messages.return;
  const forwardPath = scaPageUrl(flow.authorisationId, '/sca/return/forward');
  const hasLeft = sessionsLeftForTpp((await cookies()).get(leftForTppCookieName)?.value).includes(sessionId);
  if (hasLeft) {
    return (
      <PsuShell language={language} messages={messages}>
        <PageHeading>{text.doneHeading}</PageHeading>
        <p className="mt-2 text-slate-700">
          {destination.outcome === 'failure'
            ? text.doneFailure(flow.tppName)
            : destination.isRegistered
              ? text.doneRegistered(flow.tppName)
              : text.doneSuccess(flow.tppName)}
        </p>
        <a href={destination.url} className={button}>
          {text.backTo(flow.tppName)}
        </a>
      </PsuShell>
    );
  }
  if (destination.outcome === 'failure' && destination.reason === 'credentials') {
    return (
      <PsuShell language={language} messages={messages}>
        <PageHeading>{text.signInStoppedHeading}</PageHeading>
        <p className="mt-2 text-slate-700">{text.signInStoppedText}</p>
        <p className="mt-2 text-slate-700">{text.signInStoppedNext(flow.tppName)}</p>
        <a href={forwardPath} className={button}>
          {text.backTo(flow.tppName)}
        </a>
      </PsuShell>
    );
  }
  return (
    <PsuShell language={language} messages={messages}>
      <meta httpEquiv="refresh" content={`0;url=${forwardPath}`} />
      <PageHeading>{outcomeHeading(destination, text)}</PageHeading>
      {destination.outcome === 'success' && destination.isRegistered && (
        <p className="mt-2 text-slate-700">{text.registeredText}</p>
      )}
      <p className="mt-2 text-slate-700">{text.text(flow.tppName)}</p>
      <a href={forwardPath} className={button}>
        {text.link(flow.tppName)}
      </a>
    </PsuShell>
  );
}

/** D29: the outcome in words: what a Cancel left undone, registered (D23), approved or not completed. */
function outcomeHeading(destination: ScaReturn, text: Messages['return']): string {
  if (destination.outcome === 'success') return destination.isRegistered ? text.headingRegistered : text.headingSuccess;
  if (destination.reason === 'cancelled') return text.cancelledShared;
  return destination.reason === 'payment-cancelled' ? text.cancelledPaid : text.headingFailure;
}
