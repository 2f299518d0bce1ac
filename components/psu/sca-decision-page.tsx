import type { ReactNode } from 'react';
import { ChangeContextLink } from '@/components/psu/change-context-link';
import { DecisionShell } from '@/components/psu/decision-shell';
import { FraudNote } from '@/components/psu/fraud-note';
import { SessionEndWarning } from '@/components/psu/session-end-warning';
import { NotYouForm } from '@/components/psu/not-you-form';
import { actingAs } from '@/lib/sca/acting-as';
import { canChangeContext } from '@/lib/sca/can-change-context';
import type { ScaPage } from '@/lib/sca/load-sca-page';

export type ScaDecisionPageProps = {
  page: ScaPage;
  heading: string;
  /** False when an error on the page takes the focus as it loads. */
  isHeadingFocused?: boolean;
  /** What the PSU decides on: notices and details, shown above the form. */
  children?: ReactNode;
  /** The decision form, given the "Acting as" line; null when there is nothing left to decide. */
  form: ((actingAs: string) => ReactNode) | null;
  /** D30: the form's id (scaFormId) when it holds choices the language switch keeps. */
  formId?: string;
};

/**
 * A decision page of the SCA process: its frame, what is decided, the D29 "Change" link, the form, the fraud note and
 * "Not you?" (D30).
 */
export async function ScaDecisionPage({
  page,
  heading,
  isHeadingFocused,
  children,
  form,
  formId,
}: ScaDecisionPageProps) {
  const { flow, language, messages } = page;
  return (
    <DecisionShell
      language={language}
      messages={messages}
      heading={heading}
      isHeadingFocused={isHeadingFocused}
      isRedirectPreferred={flow.redirectPreferred}
      formId={form ? formId : undefined}
    >
      {children}
      {form && (await canChangeContext(flow)) && (
        <ChangeContextLink messages={messages} authorisationId={flow.authorisationId} />
      )}
      {form?.(await actingAs(flow, messages))}
      <FraudNote messages={messages} />
      <SessionEndWarning endsAt={page.sessionEndsAt} language={language} messages={messages} />
      <NotYouForm page={page} messages={messages} />
    </DecisionShell>
  );
}
