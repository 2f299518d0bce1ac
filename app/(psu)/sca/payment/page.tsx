import type { Metadata } from 'next';
import { ApprovalOverview } from '@/components/psu/approval-overview';
import { ErrorAlert } from '@/components/psu/form-parts';
import { PaymentDetails } from '@/components/psu/payment-details';
import { PaymentForm } from '@/components/psu/payment-form';
import { ScaDecisionPage } from '@/components/psu/sca-decision-page';
import { paymentApprovalErrors } from '@/lib/payments/approval/approve-payment';
import { paymentApprovalView } from '@/lib/payments/approval/payment-approval-view';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await loadScaPage())?.messages.payment.title ?? 'Approve a payment' };
}

/** D23: the payment approval page, bound to what it shows (dynamic linking). */
export default async function PaymentPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const page = await requireScaPage('/sca/payment');
  const { flow, csrfToken, approvalKey, language, messages } = page;
  const view = await paymentApprovalView({ flow, approvalKey, now: new Date() });
  const requested = (await searchParams).error;
  const error = paymentApprovalErrors.find((candidate) => candidate === requested);
  const text = messages.payment;
  const heading =
    view?.payment.service === 'bulk_payments'
      ? text.headingBulk(flow.tppName, view.payment.instructions.length)
      : text.heading(flow.tppName);
  const form =
    view &&
    ((actingAs: string) => (
      <PaymentForm
        view={view}
        messages={messages}
        csrfToken={csrfToken}
        actingAs={actingAs}
        errorId={error ? 'payment-error' : undefined}
      />
    ));
  const schedulePassed = view?.payment.schedule && view.payment.schedule.firstPaymentDate === null && (
    <ErrorAlert id="payment-schedule-passed" title={messages.errorTitle}>
      {text.schedulePassed}
    </ErrorAlert>
  );
  return (
    <ScaDecisionPage page={page} heading={heading} form={form}>
      <ApprovalOverview
        kind="payment"
        messages={messages}
        error={error}
        view={view}
        notice={schedulePassed}
        details={view && <PaymentDetails payment={view.payment} messages={messages} language={language} />}
      />
    </ScaDecisionPage>
  );
}
