import { instructionOptions } from '@/components/psu/instruction-options';
import { PaymentList } from '@/components/psu/payment-list';
import { remittanceRows } from '@/components/psu/remittance-rows';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { PaymentApprovalView } from '@/lib/payments/approval/payment-approval-view';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatDate, formatMoney, monthNames } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { formatAccount } from '@/lib/psu/format-account';

type Props = { view: PaymentApprovalView; messages: Messages; language: Language };

/** A payment's execution date as its approval would carry it out: "as soon as possible" when none or passed (D23). */
export function executionDateText(payment: PaymentToApprove, messages: Messages, language: Language): string {
  const text = messages.payment;
  if (!payment.requestedExecutionDate) return text.asSoonAsPossible;
  const date = formatDate(payment.requestedExecutionDate, language);
  return payment.isExecutionDatePassed ? text.executionDatePassed(date) : date;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-200 py-3 sm:flex-row sm:gap-6">
      <dt className="font-medium text-slate-600 sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * D23: exactly what the approval is bound to (dynamic linking), with the dates an approval now would pay: a requested
 * date that has passed as "as soon as possible", a standing order from its first payable date.
 */
export function PaymentDetails({ view, messages, language }: Props) {
  const { payment } = view;
  const text = messages.payment;
  const money = (amount: bigint) => formatMoney(amount, payment.currency, language);
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : text.asSoonAsPossible);
  const lastPayment = (schedule: NonNullable<PaymentToApprove['schedule']>) => {
    if (!schedule.firstPaymentDate) return text.noPayment;
    return schedule.lastPaymentDate ? date(schedule.lastPaymentDate) : text.untilCancelled;
  };
  const fee = payment.fee === null ? text.feeByPriceList : money(payment.fee);
  const [single] = payment.instructions;
  if (payment.service === 'bulk_payments') {
    const executionDate = executionDateText(payment, messages, language);
    const group = {
      key: payment.id,
      account: view.debtor.kind === 'named' ? view.debtor.account : null,
      currency: payment.currency,
      fee: payment.fee,
      items: payment.instructions.map((instruction, index) => ({ key: String(index), instruction, executionDate })),
    };
    return (
      <div className="mb-6" data-testid="payment-details">
        <PaymentList groups={[group]} messages={messages} language={language} />
      </div>
    );
  }
  return (
    <dl className="mb-6" data-testid="payment-details">
      {single && (
        <>
          <Row term={text.amount}>{formatMoney(single.amount, single.currency, language)}</Row>
          <Row term={text.payee}>
            <span className="block">{single.creditorName}</span>
            <span className="block text-sm text-slate-600">{formatAccount(single.creditorAccount)}</span>
          </Row>
          {[...remittanceRows(single, messages), ...instructionOptions(single, messages)].map((option) => (
            <Row key={option.term} term={option.term}>
              {option.value}
            </Row>
          ))}
        </>
      )}
      {payment.schedule ? (
        <>
          <Row term={text.frequency}>{text.frequencies[payment.schedule.frequency] ?? payment.schedule.frequency}</Row>
          {payment.schedule.frequency === 'MonthlyVariable' && (
            <Row term={text.months}>{monthNames(payment.schedule.monthsOfExecution, language)}</Row>
          )}
          <Row term={text.startDate}>
            {payment.schedule.firstPaymentDate ? date(payment.schedule.firstPaymentDate) : text.noPayment}
            {payment.schedule.firstPaymentDate && payment.schedule.hasPassedDates && (
              <span className="block text-sm text-slate-600">{text.passedDates}</span>
            )}
          </Row>
          <Row term={text.endDate}>{lastPayment(payment.schedule)}</Row>
          {payment.schedule.dayOfExecution && (
            <Row term={text.dayOfExecution}>{text.dayOfMonth(payment.schedule.dayOfExecution)}</Row>
          )}
          {payment.schedule.executionRule && (
            <Row term={text.executionRule}>
              {text.executionRules[payment.schedule.executionRule] ?? payment.schedule.executionRule}
            </Row>
          )}
          <Row term={text.count}>{payment.schedule.paymentCount ?? text.untilCancelled}</Row>
          <Row term={text.total}>
            {payment.schedule.total === null ? text.untilCancelled : money(payment.schedule.total)}
          </Row>
          <Row term={text.feePerPayment}>{fee}</Row>
        </>
      ) : (
        <>
          <Row term={text.executionDate}>{executionDateText(payment, messages, language)}</Row>
          <Row term={text.fee}>{fee}</Row>
        </>
      )}
    </dl>
  );
}
