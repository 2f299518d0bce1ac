import type { Metadata } from 'next';
import { PsuShell } from '@/components/psu/psu-shell';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';
import { scaReturn } from '@/lib/sca/sca-return';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.return.title ?? 'Returning to the provider' };
}

/**
 * The PSU leaves the bank for the TPP (spec "SCA redirect flow" 4, 5). A page rather than a redirect from the form
 * post, because the pages' `form-action 'self'` forbids a form submission from ending on another site.
 */
export default async function ReturnPage() {
  const { flow, language, messages } = await requireScaPage('/sca/return');
  const destination = await scaReturn(flow);
  if (!destination) return null;
  return (
    <PsuShell language={language} messages={messages}>
      <meta httpEquiv="refresh" content={`0;url=${destination.url}`} />
      <h1 className="text-2xl font-bold tracking-tight">{destination.outcome === 'success' ? messages.return.headingSuccess : messages.return.headingFailure}</h1>
      <p className="mt-2 text-slate-700">{messages.return.text(flow.tppName)}</p>
      <a href={destination.url} className="mt-6 inline-flex min-h-12 items-center rounded-md bg-bank-600 px-6 py-3 font-semibold text-white hover:bg-bank-700">
        {messages.return.link(flow.tppName)}
      </a>
    </PsuShell>
  );
}
