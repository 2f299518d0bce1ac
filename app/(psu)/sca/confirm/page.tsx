import type { Metadata } from 'next';
import { ChangeContextLink } from '@/components/psu/change-context-link';
import { DecisionShell } from '@/components/psu/decision-shell';
import { ErrorAlert } from '@/components/psu/form-parts';
import { IdentifyForm } from '@/components/psu/identify-form';
import { actingAs } from '@/lib/sca/acting-as';
import { canChangeContext } from '@/lib/sca/can-change-context';
import { decisionPageCode } from '@/lib/sca/decision-page-code';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.identify.title ?? 'Confirm who you are' };
}

export default async function ConfirmPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { flow, csrfToken, approvalKey, language, messages } = await requireScaPage('/sca/confirm');
  const heading = messages.identify.heading(flow.tppName);
  const isChanged = (await searchParams).error === 'changed';
  const form = (
    <>
      {isChanged && (
        <ErrorAlert id="confirm-error" title={messages.errorTitle}>
          {messages.identify.errors.changed}
        </ErrorAlert>
      )}
      {(await canChangeContext(flow)) && (
        <ChangeContextLink messages={messages} authorisationId={flow.authorisationId} />
      )}
      <IdentifyForm
        messages={messages}
        csrfToken={csrfToken}
        pageCode={decisionPageCode(approvalKey)}
        tppName={flow.tppName}
        actingAs={await actingAs(flow, messages)}
      />
    </>
  );
  return (
    <DecisionShell
      language={language}
      messages={messages}
      heading={heading}
      isRedirectPreferred={flow.redirectPreferred}
    >
      {form}
    </DecisionShell>
  );
}
