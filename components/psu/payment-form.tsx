import { ButtonRow, CancelButton, CsrfField, PrimaryButton } from '@/components/psu/form-parts';
import { accountNumber } from '@/components/psu/payment-details';
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
  const canApprove = view.isWaiting && (debtor.kind === 'named' || (debtor.kind === 'choose' && debtor.accounts.length > 0));
  return (
    <form method="post" action="/sca/actions/payment">
      <CsrfField token={csrfToken} />
      <p className="mb-4 text-sm font-medium text-slate-700">{actingAs}</p>
      {debtor.kind === 'named' && (
        <p className="mb-2">
          <input type="hidden" name="debtorAccount" value={debtor.account.choice} />
          <span className="font-medium text-slate-600">{text.debtor}: </span>
          {debtor.account.name}, {accountNumber(debtor.account.iban)}
        </p>
      )}
      {debtor.kind === 'choose' && debtor.accounts.length > 0 && (
        <fieldset aria-describedby={errorId}>
          <legend className="text-base font-semibold">{text.debtorLegend}</legend>
          <ul className="mt-3 space-y-2">
            {debtor.accounts.map((account) => (
              <li key={account.id}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-bank-600 has-checked:bg-bank-50">
                  <input type="radio" name="debtorAccount" value={account.choice} required className="mt-1 h-5 w-5 shrink-0 accent-bank-600" />
                  <span>
                    <span className="block font-medium">{account.name}</span>
                    <span className="block text-sm text-slate-600">
                      {accountNumber(account.iban)} · {account.currency}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {debtor.kind === 'choose' && debtor.accounts.length === 0 && <p className="text-slate-700">{text.noAccounts(view.payment.currency)}</p>}
      <ButtonRow>
        {canApprove && <PrimaryButton>{messages.approve}</PrimaryButton>}
        <CancelButton>{messages.cancel}</CancelButton>
      </ButtonRow>
    </form>
  );
}
