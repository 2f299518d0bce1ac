import { DebtorAccountChoices, NamedDebtorAccount } from '@/components/psu/debtor-account-choices';
import { ApproveOrCancel, CsrfField } from '@/components/psu/form-parts';
import { formatAccount } from '@/lib/psu/format-account';
import type { PaymentApprovalView } from '@/lib/payments/approval/payment-approval-view';
import type { Messages } from '@/lib/psu/i18n/messages-en';

type Props = { view: PaymentApprovalView; messages: Messages; csrfToken: string; actingAs: string; errorId?: string };

/**
 * D23: the debtor account (fixed when the TPP named it, otherwise a radio choice of the PSU's accounts in the
 * payment's currency), then Approve or Cancel. Each choice's value carries the approval code of what the page shows.
 */
export function PaymentForm({ view, messages, csrfToken, actingAs, errorId }: Props) {
  const text = messages.payment;
  const { debtor } = view;
  // D23: a standing order whose every date has passed has nothing left to approve.
  const hasPaymentDate = view.payment.schedule?.firstPaymentDate !== null;
  const canApprove =
    view.isWaiting &&
    hasPaymentDate &&
    (debtor.kind === 'named' || (debtor.kind === 'choose' && debtor.accounts.length > 0));
  return (
    <form method="post" action="/sca/actions/payment">
      <CsrfField token={csrfToken} />
      <p className="mb-4 text-sm font-medium text-slate-700">{actingAs}</p>
      {debtor.kind === 'named' && (
        <NamedDebtorAccount choice={debtor.account.choice}>
          <span className="font-medium text-slate-600">{text.debtor}: </span>
          {debtor.account.name}, {formatAccount(debtor.account.iban)}
        </NamedDebtorAccount>
      )}
      {debtor.kind === 'choose' && (
        <DebtorAccountChoices
          accounts={debtor.accounts}
          legend={text.debtorLegend}
          noAccounts={text.noAccounts(view.payment.currency)}
          errorId={errorId}
        />
      )}
      <ApproveOrCancel messages={messages} canApprove={canApprove} />
    </form>
  );
}
