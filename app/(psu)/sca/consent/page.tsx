import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import type { Metadata } from 'next';
import { ConsentForm } from '@/components/psu/consent-form';
import { ErrorAlert, scaFormId } from '@/components/psu/form-parts';
import { ScaDecisionPage } from '@/components/psu/sca-decision-page';
import { listAvailableAccounts } from '@/lib/consents/available-accounts';
import { consentValidUntil } from '@/lib/consents/consent-validity';
import { isoDate } from '@/lib/berlin-group/bank-date';
import { actingCompanyName } from '@/lib/psu/acting-company-name';
import { findTppRegistration } from '@/lib/psu/find-tpp-registration';
import { formatDate } from '@/lib/psu/i18n/messages';
import { decisionPageCode } from '@/lib/sca/decision-page-code';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadScaPage();
  if (!page) return { title: 'Give access to your accounts' };
  const company = await actingCompanyName(page.flow);
  return { title: company ? page.messages.consent.titleCompany(company) : page.messages.consent.title };
}

export default async function ConsentPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; select?: string }>;
}) {
  const page = await requireScaPage('/sca/consent');
  const { flow, csrfToken, approvalKey, language, messages } = page;
  const accounts = await listAvailableAccounts({
    tppId: flow.tppId,
    customerId: flow.customerId ?? '',
    context: flow.context ?? 'PRIVATE',
    agreementId: flow.agreementId,
  });
  const search = await searchParams;
  const error =
    search.error === 'choose-account' || search.error === 'changed' || search.error === 'accounts-changed'
      ? search.error
      : undefined;
  const tpp = await findTppRegistration(flow.tppId);
  const company = await actingCompanyName(flow);
  // D16: the consent runs from the TPP's sandbox time.
  const sandboxTime = await sandboxNow({ tppId: flow.tppId });
  const form = (actingAs: string) => (
    <ConsentForm
      messages={messages}
      csrfToken={csrfToken}
      authorisationId={flow.authorisationId}
      pageCode={decisionPageCode(approvalKey)}
      tpp={tpp}
      actingAs={actingAs}
      companyName={company}
      accounts={accounts}
      isAllChecked={search.select === 'all'}
      draftChecked={page.draft.account ?? []}
      validUntil={formatDate(isoDate(consentValidUntil(sandboxTime)), language)}
      errorId={error ? 'consent-error' : undefined}
    />
  );
  const heading = company ? messages.consent.headingCompany(tpp.name, company) : messages.consent.heading(tpp.name);
  return (
    <ScaDecisionPage page={page} heading={heading} isHeadingFocused={!error} form={form} formId={scaFormId}>
      {error && (
        <ErrorAlert id="consent-error" title={messages.errorTitle}>
          {messages.consent.errors[error]}
        </ErrorAlert>
      )}
    </ScaDecisionPage>
  );
}
