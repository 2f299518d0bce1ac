import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsentSummary } from '@/components/psu/consent-summary';
import { ButtonRow, CsrfField } from '@/components/psu/form-parts';
import { PsuShell } from '@/components/psu/psu-shell';
import { findPsuConsent } from '@/lib/consents/find-psu-consent';
import { browserLanguage } from '@/lib/psu/browser-language';
import { readMyConsentsSession } from '@/lib/psu/sessions/my-consents-session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.myConsents.confirmTitle };
}

/** D30: revoking is a decision of its own: this page names the TPP and the accounts, and asks before the bank acts. */
export default async function ConfirmRevokePage({ searchParams }: { searchParams: Promise<{ consent?: string }> }) {
  const { language, messages } = await browserLanguage();
  const now = new Date();
  const session = await readMyConsentsSession(now);
  const consent = session
    ? await findPsuConsent({ consentId: (await searchParams).consent ?? '', customerId: session.customerId, now })
    : null;
  // Signed out, not the PSU's, or no longer valid: the list says where things stand.
  if (!session || consent?.status !== 'valid') redirect('/my-consents');
  const words = messages.myConsents;
  return (
    <PsuShell language={language} messages={messages}>
      <h1 className="text-2xl font-bold tracking-tight">{words.confirmHeading(consent.tppName)}</h1>
      <p className="mt-2 mb-4 text-slate-700">{words.confirmText(consent.tppName)}</p>
      <ConsentSummary consent={consent} messages={messages} language={language} />
      <form method="post" action="/my-consents/actions/revoke">
        <CsrfField token={session.csrfToken} />
        <input type="hidden" name="consentId" value={consent.id} />
        <ButtonRow>
          <button
            type="submit"
            className="inline-flex min-h-12 items-center justify-center rounded-md bg-red-700 px-6 py-3 text-base font-semibold text-white hover:bg-red-800"
          >
            {words.confirmRevoke}
          </button>
          <a
            href="/my-consents"
            className="inline-flex min-h-12 items-center justify-center rounded-md border border-slate-400 bg-white px-6 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50"
          >
            {words.keep}
          </a>
        </ButtonRow>
      </form>
    </PsuShell>
  );
}
