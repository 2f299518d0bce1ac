import type { ReactNode } from 'react';
import { ChoiceFieldset } from '@/components/psu/choice-card';
import { formatAccount } from '@/lib/psu/format-account';
import type { DebtorChoice } from '@/lib/payments/approval/payment-approval-view';
import { formatMoney } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type DebtorAccountChoicesProps = {
  accounts: DebtorChoice[];
  legend: string;
  /** What the page says when the PSU has no account to pay from (in the payment's currency). */
  noAccounts: string;
  /** Names each account's available balance ("Available balance"), which the approval code covers. */
  balanceLabel: string;
  language: Language;
  errorId?: string;
  /** D30: the choice ticked before the language switch (the session's draft). */
  draftChoice?: string;
};

/**
 * D23: the PSU's accounts a payment may be paid from, one radio each with its grouped number and available balance
 * (or `noAccounts` when there is none); each value
 * carries the approval code of what the page shows, so the server can tell the choice from anything forged.
 */
export function DebtorAccountChoices({
  accounts,
  legend,
  noAccounts,
  balanceLabel,
  language,
  errorId,
  draftChoice,
}: DebtorAccountChoicesProps) {
  if (accounts.length === 0) return <p className="text-slate-700">{noAccounts}</p>;
  return (
    <ChoiceFieldset
      type="radio"
      name="debtorAccount"
      required
      legend={legend}
      errorId={errorId}
      choices={accounts.map((account) => ({
        value: account.choice,
        defaultChecked: account.choice === draftChoice,
        title: account.name,
        detail: `${formatAccount(account.iban)} · ${balanceLabel} ${formatMoney(account.availableBalance, account.currency, language)}`,
      }))}
    />
  );
}

/** The debtor account the TPP named: sent as the form's `debtorAccount` choice, and named to the PSU by `children`. */
export function NamedDebtorAccount({ choice, children }: { choice: string; children: ReactNode }) {
  return (
    <p className="mb-2">
      <input type="hidden" name="debtorAccount" value={choice} />
      {children}
    </p>
  );
}
