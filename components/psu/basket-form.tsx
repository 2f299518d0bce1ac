import type { ReactNode } from 'react';
import { DebtorAccountChoices, NamedDebtorAccount } from '@/components/psu/debtor-account-choices';
import { ApproveOrCancel, CsrfField, scaFormId } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';
import type { BasketApprovalView } from '@/lib/signing-baskets/approval/basket-approval-view';

type Props = {
  view: BasketApprovalView;
  messages: Messages;
  language: Language;
  /** The PSU acts for a company: the page speaks of the company's accounts. */
  isCompany: boolean;
  csrfToken: string;
  actingAs: string;
  errorId?: string;
  /** Said just before Approve (D23: an approval that only registers). */
  notice?: ReactNode;
  /** D30: the choice ticked before the language switch (the session's draft). */
  draftChoice?: string;
};

/**
 * D25: one debtor account choice for the basket's payments that name none (a radio choice of the PSU's accounts in
 * their currency), or none when every payment names its account, then Approve or Cancel. Each value carries the
 * approval code of the whole set as shown.
 */
export function BasketForm({
  view,
  messages,
  language,
  isCompany,
  csrfToken,
  actingAs,
  errorId,
  notice,
  draftChoice,
}: Props) {
  const text = messages.basket;
  const { debtor } = view;
  const canApprove =
    view.isWaiting && (debtor.kind === 'named' || (debtor.kind === 'choose' && debtor.accounts.length > 0));
  return (
    <form id={scaFormId} method="post" action="/sca/actions/basket">
      <CsrfField token={csrfToken} />
      <p className="mb-4 text-sm font-medium text-slate-700">{actingAs}</p>
      {debtor.kind === 'named' && <NamedDebtorAccount choice={debtor.choice}>{text.allNamed}</NamedDebtorAccount>}
      {debtor.kind === 'choose' && (
        <DebtorAccountChoices
          accounts={debtor.accounts}
          legend={text.debtorLegend}
          noAccounts={(isCompany ? messages.payment.noCompanyAccounts : messages.payment.noAccounts)(
            view.basket.payments.find((_payment, index) => view.paidFrom[index] === null)?.currency ?? '',
          )}
          balanceLabel={messages.payment.availableBalance}
          language={language}
          errorId={errorId}
          draftChoice={draftChoice}
        />
      )}
      {canApprove && notice}
      <ApproveOrCancel messages={messages} canApprove={canApprove} />
    </form>
  );
}
