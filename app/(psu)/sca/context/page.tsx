import type { Metadata } from 'next';
import { ContextForm } from '@/components/psu/context-form';
import { ErrorAlert, scaFormId } from '@/components/psu/form-parts';
import { NotYouForm } from '@/components/psu/not-you-form';
import { PsuShell } from '@/components/psu/psu-shell';
import { SessionEndWarning } from '@/components/psu/session-end-warning';
import { listCorporateAgreements } from '@/lib/psu/corporate-agreements';
import { canChangeContext } from '@/lib/sca/can-change-context';
import { describeScaRequest } from '@/lib/sca/describe-sca-request';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';
import { PageHeading } from '@/components/psu/page-heading';

const errors = ['choose-context', 'choose-company'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.context.title ?? 'Choose who you act for' };
}

/**
 * Spec 10: Private or Corporate. D29: it names the TPP and its request, and is shown again (the earlier choice ticked)
 * whenever the PSU comes back before approving; D30: it keeps the choice across a language switch.
 */
export default async function ContextPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const page = await requireScaPage('/sca/context', canChangeContext);
  const { flow, csrfToken, draft, language, messages, sessionEndsAt } = page;
  const agreements = await listCorporateAgreements({
    tppId: flow.tppId,
    customerId: flow.customerId ?? '',
    kind: flow.kind,
  });
  const requested = (await searchParams).error;
  const error = errors.find((candidate) => candidate === requested);
  return (
    <PsuShell language={language} messages={messages} formId={scaFormId}>
      <PageHeading isFocusedOnLoad={!error}>{messages.context.heading}</PageHeading>
      <p className="mt-2 font-medium text-slate-900">
        {messages.context.request(flow.tppName, await describeScaRequest(flow, messages, language))}
      </p>
      <p className="mt-2 mb-6 text-slate-700">{messages.context.intro}</p>
      {error && (
        <ErrorAlert id="context-error" title={messages.errorTitle}>
          {messages.context.errors[error]}
        </ErrorAlert>
      )}
      <ContextForm
        messages={messages}
        csrfToken={csrfToken}
        agreements={agreements}
        selected={draftContext(draft.context?.[0]) ?? flow.context}
        selectedAgreement={draft.agreement?.[0] ?? flow.agreementId}
        errorId={error ? 'context-error' : undefined}
      />
      <SessionEndWarning endsAt={sessionEndsAt} language={language} messages={messages} />
      <NotYouForm page={page} messages={messages} />
    </PsuShell>
  );
}

/** The context a draft names (D30), if it is one. */
function draftContext(value: string | undefined): 'PRIVATE' | 'CORPORATE' | null {
  return value === 'PRIVATE' || value === 'CORPORATE' ? value : null;
}
