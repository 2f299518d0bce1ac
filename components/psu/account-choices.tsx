import type { AvailableAccount } from '@/lib/consents/available-accounts';
import { formatIban } from '@/lib/psu/format-account';

/** The accounts and card accounts of the context, each with a checkbox; none is ticked for the PSU. */
export function AccountChoices({ accounts, legend, cardLabel, errorId }: { accounts: AvailableAccount[]; legend: string; cardLabel: string; errorId?: string }) {
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-base font-semibold">{legend}</legend>
      <ul className="mt-3 space-y-2">
        {accounts.map((account) => (
          <li key={account.choiceId}>
            <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-bank-600 has-checked:bg-bank-50">
              <input type="checkbox" name="account" value={account.choiceId} className="mt-1 h-5 w-5 shrink-0 accent-bank-600" />
              <span>
                <span className="block font-medium">{account.name}</span>
                <span className="block text-sm text-slate-600">
                  {account.kind === 'card' ? `${cardLabel} ${account.maskedPan}` : formatIban(account.iban ?? '')} · {account.currency}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
