import { accountNumber } from '@/components/psu/payment-details';
import type { DebtorChoice } from '@/lib/payments/approval/payment-approval-view';

export type DebtorAccountChoicesProps = { accounts: DebtorChoice[]; legend: string; errorId?: string };

/**
 * D23: the PSU's accounts a payment may be paid from, one radio each; each value carries the approval code of
 * what the page shows, so the server can tell the choice and the shown details apart from anything forged.
 */
export function DebtorAccountChoices({ accounts, legend, errorId }: DebtorAccountChoicesProps) {
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-base font-semibold">{legend}</legend>
      <ul className="mt-3 space-y-2">
        {accounts.map((account) => (
          <li key={account.id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-bank-600 has-checked:bg-bank-50">
              <input
                type="radio"
                name="debtorAccount"
                value={account.choice}
                required
                className="mt-1 h-5 w-5 shrink-0 accent-bank-600"
              />
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
  );
}
