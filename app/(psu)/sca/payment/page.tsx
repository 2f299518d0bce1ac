import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';
import type { Metadata } from 'next';
import { ApprovalOverview, hasApprovalAlert } from '@/components/psu/approval-overview';
import { ErrorAlert, scaFormId } from '@/components/psu/form-parts';
import { PaymentDetails } from '@/components/psu/payment-details';
import { PaymentForm } from '@/components/psu/payment-form';
import { ScaDecisionPage } from '@/components/psu/sca-decision-page';
import { paymentApprovalErrors } from '@/lib/payments/approval/approve-payment';
import { findPaymentService } from '@/lib/payments/approval/find-payment-service';
import { paymentApprovalView } from '@/lib/payments/approval/payment-approval-view';
import { loadScaPage, requireScaPage } from '@/lib/sca/load-sca-page';

export async function generateMetadata(): Promise<Metadata> {
  const page = await loadScaPage();
  if (!page) return { title: 'Approve a payment' };
  const text = page.messages.payment;
  const service = await findPaymentService(page.flow);
  const title =
    service === 'bulk_payments' ? text.titleBulk : service === 'periodic_payments' ? text.titlePeriodic : text.title;
  return { title };
}

/** D23: the payment approval page, bound to what it shows (dynamic linking), titled for what is approved. */
export default async function PaymentPage({ searchParams }: { searchParams: Promise<{ error?: string }> }) {
  const page = await requireScaPage('/sca/payment');
  const { flow, approvalKey, language, messages } = page;
  const view = await paymentApprovalView({ flow, approvalKey, now: await sandboxNow({ tppId: flow.tppId }) });
  const requested = (await searchParams).error;
  const error = paymentApprovalErrors.find((candidate) => candidate === requested);
  const text = messages.payment;
  const service = view?.payment.service;
  const heading =
    service === 'bulk_payments'
      ? text.headingBulk(flow.tppName, view?.payment.instructions.length ?? 0)
      : service === 'periodic_payments'
        ? text.headingPeriodic(flow.tppName)
        : text.heading(flow.tppName);
  const intro =
    service === 'bulk_payments' && (view?.payment.instructions.length ?? 0) > 1
      ? text.introBulk
      : service === 'periodic_payments'
        ? text.introPeriodic
        : text.intro;
  const form =
    view &&
    ((actingAs: string) => (
      <PaymentForm view={view} page={page} actingAs={actingAs} errorId={error ? 'payment-error' : undefined} />
    ));
  const schedulePassed = view?.payment.schedule && view.payment.schedule.firstPaymentDate === null && (
    <ErrorAlert id="payment-schedule-passed" title={messages.errorTitle}>
      {text.schedulePassed}
    </ErrorAlert>
  );
  return (
    <ScaDecisionPage
      page={page}
      heading={heading}
      isHeadingFocused={!schedulePassed && !hasApprovalAlert({ error, view })}
      form={form}
      formId={scaFormId}
    >
      <ApprovalOverview
        kind="payment"
        messages={messages}
        error={error}
        view={view}
        notice={schedulePassed}
        intro={intro}
        details={view && <PaymentDetails view={view} messages={messages} language={language} />}
      />
    </ScaDecisionPage>
  );
}
