import { NamedDebtorAccount } from '@/components/psu/debtor-account-choices';
import { DebtorApprovalForm, type ApprovalFormProps } from '@/components/psu/debtor-approval-form';
import type { BasketApprovalView } from '@/lib/signing-baskets/approval/basket-approval-view';

type Props = ApprovalFormProps & { view: BasketApprovalView };

/**
 * D25: one debtor account choice for the basket's payments that name none (a radio choice of the PSU's accounts in
 * their currency), or none when every payment names its account, then Approve or Cancel. Each value carries the
 * approval code of the whole set as shown.
 */
export function BasketForm({ view, ...form }: Props) {
  const text = form.page.messages.basket;
  const { debtor } = view;
  const canApprove =
    view.isWaiting && (debtor.kind === 'named' || (debtor.kind === 'choose' && debtor.accounts.length > 0));
  return (
    <DebtorApprovalForm
      {...form}
      action="/sca/actions/basket"
      view={view}
      canApprove={canApprove}
      named={debtor.kind === 'named' && <NamedDebtorAccount choice={debtor.choice}>{text.allNamed}</NamedDebtorAccount>}
      legend={text.debtorLegend}
      currency={view.basket.payments.find((_payment, index) => view.paidFrom[index] === null)?.currency ?? ''}
    />
  );
}
