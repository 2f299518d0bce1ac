import { ChoiceCard } from '@/components/psu/choice-card';
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
            <ChoiceCard
              type="radio"
              name="debtorAccount"
              value={account.choice}
              required
              title={account.name}
              detail={`${accountNumber(account.iban)} · ${account.currency}`}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
