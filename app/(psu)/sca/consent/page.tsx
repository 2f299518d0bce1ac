import type { Metadata } from 'next';
import { ChangeContextLink } from '@/components/psu/change-context-link';
import { DecisionShell } from '@/components/psu/decision-shell';
import { ConsentForm } from '@/components/psu/consent-form';
import { ErrorAlert } from '@/components/psu/form-parts';
import { listAvailableAccounts } from '@/lib/consents/available-accounts';
import { consentValidUntil, isoDate } from '@/lib/consents/consent-validity';
import { formatDate } from '@/lib/psu/i18n/messages';
import { actingAs } from '@/lib/sca/acting-as';
import { canChangeContext } from '@/lib/sca/can-change-context';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.consent.title ?? 'Give access to your accounts' };
}

export default async function ConsentPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { flow, csrfToken, language, messages } = await requireScaPage('/sca/consent');
  const accounts = await listAvailableAccounts({ tppId: flow.tppId, customerId: flow.customerId ?? '', context: flow.context ?? 'PRIVATE', agreementId: flow.agreementId });
  const error = (await searchParams).error === 'choose-account' ? 'choose-account' : undefined;
  const form = (
    <>
      {error && (
        <ErrorAlert id="consent-error" title={messages.errorTitle}>
          {messages.consent.errors[error]}
        </ErrorAlert>
      )}
      {(await canChangeContext(flow)) && <ChangeContextLink messages={messages} />}
      <ConsentForm
        messages={messages}
        csrfToken={csrfToken}
        tppName={flow.tppName}
        actingAs={await actingAs(flow, messages)}
        accounts={accounts}
        validUntil={formatDate(isoDate(consentValidUntil(new Date())), language)}
        myConsentsHref={`/my-consents?provider=${encodeURIComponent(flow.tppOrganizationIdentifier)}`}
        errorId={error ? 'consent-error' : undefined}
      />
    </>
  );
  return (
    <DecisionShell language={language} messages={messages} heading={messages.consent.heading(flow.tppName)} isRedirectPreferred={flow.redirectPreferred}>
      {form}
    </DecisionShell>
  );
}
