import type { Metadata } from 'next';
import { ChangeContextLink } from '@/components/psu/change-context-link';
import { DecisionShell } from '@/components/psu/decision-shell';
import { IdentifyForm } from '@/components/psu/identify-form';
import { actingAs } from '@/lib/sca/acting-as';
import { canChangeContext } from '@/lib/sca/can-change-context';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.identify.title ?? 'Confirm who you are' };
}

export default async function ConfirmPage() {
  const { flow, csrfToken, language, messages } = await requireScaPage('/sca/confirm');
  const heading = messages.identify.heading(flow.tppName);
  const form = (
    <>
      {(await canChangeContext(flow)) && <ChangeContextLink messages={messages} />}
      <IdentifyForm messages={messages} csrfToken={csrfToken} tppName={flow.tppName} actingAs={await actingAs(flow, messages)} />
    </>
  );
  return (
    <DecisionShell language={language} messages={messages} heading={heading} isRedirectPreferred={flow.redirectPreferred}>
      {form}
    </DecisionShell>
  );
}
