import type { Metadata } from 'next';
import { ErrorAlert } from '@/components/psu/form-parts';
import { IdentifyForm } from '@/components/psu/identify-form';
import { ScaDecisionPage } from '@/components/psu/sca-decision-page';
import { actingCompanyName } from '@/lib/psu/acting-company-name';
import { decisionPageCode } from '@/lib/sca/decision-page-code';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.identify.title ?? 'Confirm who you are' };
}

export default async function ConfirmPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const page = await requireScaPage('/sca/confirm');
  const { flow, csrfToken, approvalKey, messages } = page;
  const isChanged = (await searchParams).error === 'changed';
  const company = await actingCompanyName(flow);
  const form = (actingAs: string) => (
    <IdentifyForm
      messages={messages}
      csrfToken={csrfToken}
      pageCode={decisionPageCode(approvalKey)}
      tppName={flow.tppName}
      companyName={company}
      actingAs={actingAs}
    />
  );
  return (
    <ScaDecisionPage
      page={page}
      heading={messages.identify.heading(flow.tppName)}
      isHeadingFocused={!isChanged}
      form={form}
    >
      {isChanged && (
        <ErrorAlert id="confirm-error" title={messages.errorTitle}>
          {messages.identify.errors.changed}
        </ErrorAlert>
      )}
    </ScaDecisionPage>
  );
}
