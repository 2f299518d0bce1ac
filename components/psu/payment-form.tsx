import type { ReactNode } from 'react';
import { DebtorAccountChoices, NamedDebtorAccount } from '@/components/psu/debtor-account-choices';
import { ApproveOrCancel, CsrfField, scaFormId } from '@/components/psu/form-parts';
import { formatAccount } from '@/lib/psu/format-account';
import type { PaymentApprovalView } from '@/lib/payments/approval/payment-approval-view';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { formatMoney } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';

type Props = {
  view: PaymentApprovalView;
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
 * D23: the debtor account with its available balance (fixed when the TPP named it, otherwise a radio choice of the
 * PSU's accounts in the payment's currency), then Approve or Cancel. Each choice's value carries the approval code of what the page shows.
 */
export function PaymentForm({
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
  const text = messages.payment;
  const { debtor } = view;
  // D23: a standing order whose every date has passed has nothing left to approve.
  const hasPaymentDate = view.payment.schedule?.firstPaymentDate !== null;
  const canApprove =
    view.isWaiting &&
    hasPaymentDate &&
    (debtor.kind === 'named' || (debtor.kind === 'choose' && debtor.accounts.length > 0));
  return (
    <form id={scaFormId} method="post" action="/sca/actions/payment">
      <CsrfField token={csrfToken} />
      <p className="mb-4 text-sm font-medium text-slate-700">{actingAs}</p>
      {debtor.kind === 'named' && (
        <NamedDebtorAccount choice={debtor.account.choice}>
          <span className="font-medium text-slate-600">{text.debtor}: </span>
          {debtor.account.name}, {formatAccount(debtor.account.iban)}
          <span className="block text-sm text-slate-600">
            {text.availableBalance}: {formatMoney(debtor.account.availableBalance, debtor.account.currency, language)}
          </span>
        </NamedDebtorAccount>
      )}
      {debtor.kind === 'choose' && (
        <DebtorAccountChoices
          accounts={debtor.accounts}
          legend={text.debtorLegend}
          noAccounts={(isCompany ? text.noCompanyAccounts : text.noAccounts)(view.payment.currency)}
          balanceLabel={text.availableBalance}
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
