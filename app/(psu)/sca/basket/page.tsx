import type { Metadata } from 'next';
import { ChangeContextLink } from '@/components/psu/change-context-link';
import { DecisionShell } from '@/components/psu/decision-shell';
import { BasketDetails } from '@/components/psu/basket-details';
import { BasketForm } from '@/components/psu/basket-form';
import { ErrorAlert } from '@/components/psu/form-parts';
import { basketApprovalErrors } from '@/lib/signing-baskets/approval/approve-basket';
import { basketApprovalView } from '@/lib/signing-baskets/approval/basket-approval-view';
import { actingAs } from '@/lib/sca/acting-as';
import { canChangeContext } from '@/lib/sca/can-change-context';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.basket.title ?? 'Approve payments' };
}

/** D25: one approval page for every payment of a signing basket, bound to what it shows (dynamic linking). */
export default async function BasketPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { flow, csrfToken, approvalKey, language, messages } = await requireScaPage('/sca/basket');
  const view = await basketApprovalView({ flow, approvalKey, now: new Date() });
  const requested = (await searchParams).error;
  const error = basketApprovalErrors.find((candidate) => candidate === requested);
  const text = messages.basket;
  const heading = text.heading(flow.tppName, view?.basket.payments.length ?? 0);
  const content = (
    <>
      <p className="mb-4 text-slate-700">{text.intro}</p>
      {error && (
        <ErrorAlert id="basket-error" title={messages.errorTitle}>
          {text.errors[error]}
        </ErrorAlert>
      )}
      {view && !view.isWaiting && error !== 'not-waiting' && (
        <ErrorAlert id="basket-ended" title={messages.errorTitle}>
          {text.errors['not-waiting']}
        </ErrorAlert>
      )}
      {view?.debtor.kind === 'refused' && (
        <ErrorAlert id="basket-refused" title={messages.errorTitle}>
          {messages.payment.debtorRefused}
        </ErrorAlert>
      )}
      {view ? (
        <BasketDetails view={view} messages={messages} language={language} />
      ) : (
        <p className="mb-4 text-slate-700">{text.errors['not-waiting']}</p>
      )}
      {view && (await canChangeContext(flow)) && (
        <ChangeContextLink messages={messages} authorisationId={flow.authorisationId} />
      )}
      {view && (
        <BasketForm
          view={view}
          messages={messages}
          csrfToken={csrfToken}
          actingAs={await actingAs(flow, messages)}
          errorId={error ? 'basket-error' : undefined}
        />
      )}
    </>
  );
  return (
    <DecisionShell
      language={language}
      messages={messages}
      heading={heading}
      isRedirectPreferred={flow.redirectPreferred}
    >
      {content}
    </DecisionShell>
  );
}
