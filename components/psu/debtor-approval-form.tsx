import type { ReactNode } from 'react';
import { DebtorAccountChoices } from '@/components/psu/debtor-account-choices';
import { ApproveOrCancel, CsrfField, scaFormId } from '@/components/psu/form-parts';
import { RegisterOnlyNotice } from '@/components/psu/register-only-notice';
import type { DebtorChoice } from '@/lib/payments/approval/payment-approval-view';
import type { RegisterOnlyLimit } from '@/lib/payments/approval/register-only-limits';
import { actingCompany } from '@/lib/sca/acting-company';
import type { ScaPage } from '@/lib/sca/load-sca-page';

/** What the payment and basket pages give their approval form. */
export type ApprovalFormProps = {
  page: ScaPage;
  actingAs: string;
  errorId?: string;
};

type Props = ApprovalFormProps & {
  action: string;
  view: {
    debtor:
      { kind: 'named' } | { kind: 'choose'; accounts: DebtorChoice[] } | { kind: 'refused' } | { kind: 'unavailable' };
    registerOnly: RegisterOnlyLimit[];
  };
  canApprove: boolean;
  /** The debtor account the TPP named, shown fixed (NamedDebtorAccount); nothing when the PSU chooses. */
  named: ReactNode;
  legend: string;
  /** The currency of the accounts the PSU chooses among. */
  currency: string;
};

/**
 * D23: a payment or basket approval form: the debtor account, named or a radio choice of the PSU's accounts (the
 * draft choice kept), the register-only notice naming the acting company, then Approve or Cancel.
 */
export async function DebtorApprovalForm({ page, actingAs, errorId, action, view, canApprove, ...debtor }: Props) {
  const { messages, language } = page;
  const company = view.registerOnly.length > 0 ? await actingCompany(page.flow) : null;
  const text = messages.payment;
  const choice = view.debtor.kind === 'choose' ? view.debtor : null;
  return (
    <form id={scaFormId} method="post" action={action}>
      <CsrfField token={page.csrfToken} />
      <p className="mb-4 text-sm font-medium text-slate-700">{actingAs}</p>
      {debtor.named}
      {choice && (
        <DebtorAccountChoices
          accounts={choice.accounts}
          legend={debtor.legend}
          noAccounts={(page.flow.context === 'CORPORATE' ? text.noCompanyAccounts : text.noAccounts)(debtor.currency)}
          balanceLabel={text.availableBalance}
          language={language}
          errorId={errorId}
          draftChoice={page.draft.debtorAccount?.[0]}
        />
      )}
      {canApprove && (
        <RegisterOnlyNotice
          limits={view.registerOnly}
          company={company}
          isChoice={(choice?.accounts.length ?? 0) > 1}
          language={language}
          messages={messages}
        />
      )}
      <ApproveOrCancel messages={messages} canApprove={canApprove} />
    </form>
  );
}
