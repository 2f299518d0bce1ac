import type { Metadata } from 'next';
import { ChangeContextLink } from '@/components/psu/change-context-link';
import { DecisionShell } from '@/components/psu/decision-shell';
import { ErrorAlert } from '@/components/psu/form-parts';
import { PaymentDetails } from '@/components/psu/payment-details';
import { PaymentForm } from '@/components/psu/payment-form';
import { paymentApprovalErrors } from '@/lib/payments/approval/approve-payment';
import { paymentApprovalView } from '@/lib/payments/approval/payment-approval-view';
import { actingAs } from '@/lib/sca/acting-as';
import { canChangeContext } from '@/lib/sca/can-change-context';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.payment.title ?? 'Approve a payment' };
}

/** D23: the payment approval page, bound to what it shows (dynamic linking). */
export default async function PaymentPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const { flow, csrfToken, approvalKey, language, messages } = await requireScaPage('/sca/payment');
  const view = await paymentApprovalView({ flow, approvalKey, now: new Date() });
  const requested = (await searchParams).error;
  const error = paymentApprovalErrors.find((candidate) => candidate === requested);
  const text = messages.payment;
  const heading =
    view?.payment.service === 'bulk_payments'
      ? text.headingBulk(flow.tppName, view.payment.instructions.length)
      : text.heading(flow.tppName);
  const content = (
    <>
      <p className="mb-4 text-slate-700">{text.intro}</p>
      {error && (
        <ErrorAlert id="payment-error" title={messages.errorTitle}>
          {text.errors[error]}
        </ErrorAlert>
      )}
      {view && !view.isWaiting && error !== 'not-waiting' && (
        <ErrorAlert id="payment-ended" title={messages.errorTitle}>
          {text.errors['not-waiting']}
        </ErrorAlert>
      )}
      {view?.payment.schedule && view.payment.schedule.firstPaymentDate === null && (
        <ErrorAlert id="payment-schedule-passed" title={messages.errorTitle}>
          {text.schedulePassed}
        </ErrorAlert>
      )}
      {view?.debtor.kind === 'refused' && (
        <ErrorAlert id="payment-refused" title={messages.errorTitle}>
          {text.debtorRefused}
        </ErrorAlert>
      )}
      {view ? (
        <PaymentDetails payment={view.payment} messages={messages} language={language} />
      ) : (
        <p className="mb-4 text-slate-700">{text.errors['not-waiting']}</p>
      )}
      {view && (await canChangeContext(flow)) && (
        <ChangeContextLink messages={messages} authorisationId={flow.authorisationId} />
      )}
      {view && (
        <PaymentForm
          view={view}
          messages={messages}
          csrfToken={csrfToken}
          actingAs={await actingAs(flow, messages)}
          errorId={error ? 'payment-error' : undefined}
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
