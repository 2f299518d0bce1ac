import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsentSummary } from '@/components/psu/consent-summary';
import { ButtonRow, CsrfField, DangerButton, SecondaryLink } from '@/components/psu/form-parts';
import { PsuShell } from '@/components/psu/psu-shell';
import { browserLanguage } from '@/lib/psu/browser-language';
import { findMyConsent } from '@/lib/psu/find-my-consent';
import { PageHeading } from '@/components/psu/page-heading';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await browserLanguage()).messages.myConsents.confirmTitle };
}

/** D30: revoking is a decision of its own: this page names the TPP and the accounts, and asks before the bank acts. */
export default async function ConfirmRevokePage({ searchParams }: { searchParams: Promise<{ consent?: string }> }) {
  const { language, messages } = await browserLanguage();
  const { session, consent } = await findMyConsent((await searchParams).consent ?? '');
  // Signed out, not the PSU's, or no longer valid: the list says where things stand.
  if (!session || consent?.status !== 'valid') redirect('/my-consents');
  const words = messages.myConsents;
  return (
    <PsuShell language={language} messages={messages}>
      <PageHeading>{words.confirmHeading(consent.tppName)}</PageHeading>
      <p className="mt-2 mb-4 text-slate-700">{words.confirmText(consent.tppName, consent.accounts.length)}</p>
      <ConsentSummary consent={consent} messages={messages} language={language} />
      <form method="post" action="/my-consents/actions/revoke">
        <CsrfField token={session.csrfToken} />
        <input type="hidden" name="consentId" value={consent.id} />
        <ButtonRow>
          <DangerButton>{words.confirmRevoke}</DangerButton>
          <SecondaryLink href="/my-consents">{words.keep}</SecondaryLink>
        </ButtonRow>
      </form>
    </PsuShell>
  );
}
