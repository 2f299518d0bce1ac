import { executionDateText } from '@/components/psu/payment-details';
import { PaymentList, type PaymentListGroup } from '@/components/psu/payment-list';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatMoney } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';
import type { BasketApprovalView } from '@/lib/signing-baskets/approval/basket-approval-view';

type Props = { view: BasketApprovalView; messages: Messages; language: Language };

/**
 * D25: exactly what the basket's approval is bound to, in the payment list's layout: the payments grouped by the
 * account paying them (the one each names, or the one the PSU chooses), each group with its count, total and fee.
 */
export function BasketDetails({ view, messages, language }: Props) {
  const groups = new Map<string, PaymentListGroup>();
  view.basket.payments.forEach((payment, index) => {
    const account = view.paidFrom[index] ?? null;
    const key = account ? account.id : `chosen-${payment.currency}`;
    const group = groups.get(key) ?? { key, account, currency: payment.currency, fee: 0n, items: [] };
    const executionDate = executionDateText(payment, messages, language);
    group.items.push(
      ...payment.instructions.map((instruction, position) => ({
        key: `${payment.id}-${position}`,
        instruction,
        executionDate,
      })),
    );
    group.fee = group.fee === null || payment.fee === null ? null : group.fee + payment.fee;
    groups.set(key, group);
  });
  return (
    <div className="mb-6" data-testid="basket-details">
      <PaymentList groups={[...groups.values()]} messages={messages} language={language} />
      {groups.size > 1 && (
        <p>
          <span className="font-medium text-slate-600">{messages.basket.grandTotal}: </span>
          {view.totals.map((total) => formatMoney(total.amount, total.currency, language)).join(' + ')}
        </p>
      )}
    </div>
  );
}
