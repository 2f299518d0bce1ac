import { NamedDebtorAccount } from '@/components/psu/debtor-account-choices';
import { DebtorApprovalForm, type ApprovalFormProps } from '@/components/psu/debtor-approval-form';
import { formatAccount } from '@/lib/psu/format-account';
import type { PaymentApprovalView } from '@/lib/payments/approval/payment-approval-view';
import { formatMoney } from '@/lib/psu/i18n/messages';

type Props = ApprovalFormProps & { view: PaymentApprovalView };

/**
 * D23: the debtor account with its available balance (fixed when the TPP named it, otherwise a radio choice of the
 * PSU's accounts in the payment's currency), then Approve or Cancel. Each choice carries the approval code of the page.
 */
export function PaymentForm({ view, ...form }: Props) {
  const { language, messages } = form.page;
  const text = messages.payment;
  const { debtor } = view;
  // D23: a standing order whose every date has passed has nothing left to approve.
  const hasPaymentDate = view.payment.schedule?.firstPaymentDate !== null;
  const canApprove =
    view.isWaiting &&
    hasPaymentDate &&
    (debtor.kind === 'named' || (debtor.kind === 'choose' && debtor.accounts.length > 0));
  return (
    <DebtorApprovalForm
      {...form}
      action="/sca/actions/payment"
      view={view}
      canApprove={canApprove}
      named={
        debtor.kind === 'named' && (
          <NamedDebtorAccount choice={debtor.account.choice}>
            <span className="font-medium text-slate-600">{text.debtor}: </span>
            {debtor.account.name}, {formatAccount(debtor.account.iban)}
            <span className="block text-sm text-slate-600">
              {text.availableBalance}: {formatMoney(debtor.account.availableBalance, debtor.account.currency, language)}
            </span>
          </NamedDebtorAccount>
        )
      }
      legend={text.debtorLegend}
      currency={view.payment.currency}
    />
  );
}
