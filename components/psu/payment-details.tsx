import { InstructionOptionLines, instructionOptions } from '@/components/psu/instruction-options';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatDate, formatMoney, monthNames } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { formatAccount } from '@/lib/psu/format-account';

type Props = { payment: PaymentToApprove; messages: Messages; language: Language };

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
export function PaymentDetails({ payment, messages, language }: Props) {
  const text = messages.payment;
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : text.asSoonAsPossible);
  const executionDate =
    payment.isExecutionDatePassed && payment.requestedExecutionDate
      ? text.executionDatePassed(formatDate(payment.requestedExecutionDate, language))
      : date(payment.requestedExecutionDate);
  const lastPayment = (schedule: NonNullable<PaymentToApprove['schedule']>) => {
    if (!schedule.firstPaymentDate) return text.noPayment;
    return schedule.lastPaymentDate ? date(schedule.lastPaymentDate) : text.untilFurtherNotice;
  };
  const isBulk = payment.service === 'bulk_payments';
  const [single] = payment.instructions;
  return (
    <dl className="mb-6" data-testid="payment-details">
      {isBulk ? (
        <>
          <Row term={text.count}>{payment.instructions.length}</Row>
          <Row term={text.total}>{formatMoney(payment.totalAmount, payment.currency, language)}</Row>
          <Row term={text.payees}>
            <ul className="space-y-1">
              {payment.instructions.map((instruction, index) => (
                <li key={index}>
                  {instruction.creditorName}, {formatAccount(instruction.creditorAccount)}:{' '}
                  {formatMoney(instruction.amount, instruction.currency, language)}
                  <InstructionOptionLines instruction={instruction} messages={messages} />
                </li>
              ))}
            </ul>
          </Row>
        </>
      ) : (
        single && (
          <>
            <Row term={text.amount}>{formatMoney(single.amount, single.currency, language)}</Row>
            <Row term={text.payee}>
              <span className="block">{single.creditorName}</span>
              <span className="block text-sm text-slate-600">{formatAccount(single.creditorAccount)}</span>
            </Row>
            {instructionOptions(single, messages).map((option) => (
              <Row key={option.term} term={option.term}>
                {option.value}
              </Row>
            ))}
          </>
        )
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
        </>
      ) : (
        <Row term={text.executionDate}>{executionDate}</Row>
      )}
    </dl>
  );
}
