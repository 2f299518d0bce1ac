import type { Metadata } from 'next';
import { ButtonRow, CsrfField, PrimaryButton, SecondaryLink } from '@/components/psu/form-parts';
import { PsuShell } from '@/components/psu/psu-shell';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';
import { scaStepUrl } from '@/lib/sca/sca-page-url';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.cancelConfirm.title ?? 'Cancel?' };
}

/** D29: Cancel asks once, at any step before the SCA ends; "No, go back" returns to the step, as it was left. */
export default async function CancelPage() {
  const { flow, csrfToken, language, messages } = await requireScaPage(
    '/sca/cancel',
    async (shown) => !isFinalScaStatus(shown.scaStatus),
  );
  const text = messages.cancelConfirm;
  const isPayment = flow.kind === 'PAYMENT' || flow.kind === 'SIGNING_BASKET';
  return (
    <PsuShell language={language} messages={messages}>
      <h1 className="text-2xl font-bold tracking-tight">{text.heading(flow.tppName)}</h1>
      <p className="mt-2 text-slate-700">{isPayment ? text.nothingPaid : text.nothingShared}</p>
      <form method="post" action="/sca/actions/cancel">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="confirmed" value="yes" />
        <ButtonRow>
          <PrimaryButton>{text.yes}</PrimaryButton>
          <SecondaryLink href={scaStepUrl(flow)}>{text.no}</SecondaryLink>
        </ButtonRow>
      </form>
    </PsuShell>
  );
}
