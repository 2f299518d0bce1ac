import { InstructionOptionLines } from '@/components/psu/instruction-options';
import { formatAccount } from '@/lib/psu/format-account';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatDate, formatMoney } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';
import type { BasketApprovalView } from '@/lib/signing-baskets/approval/basket-approval-view';

type Props = { view: BasketApprovalView; messages: Messages; language: Language };

/** D25: exactly what the basket's approval is bound to: each payment's amount, payee and date, and the totals. */
export function BasketDetails({ view, messages, language }: Props) {
  const text = messages.payment;
  return (
    <div className="mb-6" data-testid="basket-details">
      <h2 className="mb-2 text-base font-semibold">{messages.basket.paymentsLegend}</h2>
      <ol className="mb-4 divide-y divide-slate-200 border-y border-slate-200">
        {view.basket.payments.map((payment) => (
          <li key={payment.id} className="py-3">
            {payment.instructions.map((instruction, index) => (
              <span key={index} className="block">
                <span className="font-medium">{formatMoney(instruction.amount, instruction.currency, language)}</span>{' '}
                {text.payee.toLowerCase()} {instruction.creditorName}, {formatAccount(instruction.creditorAccount)}
                <InstructionOptionLines instruction={instruction} messages={messages} />
              </span>
            ))}
            <span className="block text-sm text-slate-600">
              {text.executionDate}:{' '}
              {!payment.requestedExecutionDate
                ? text.asSoonAsPossible
                : payment.isExecutionDatePassed
                  ? text.executionDatePassed(formatDate(payment.requestedExecutionDate, language))
                  : formatDate(payment.requestedExecutionDate, language)}
            </span>
          </li>
        ))}
      </ol>
      <p>
        <span className="font-medium text-slate-600">{text.total}: </span>
        {view.totals.map((total) => formatMoney(total.amount, total.currency, language)).join(' + ')}
      </p>
    </div>
  );
}
