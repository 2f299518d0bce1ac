import { ChoiceFieldset } from '@/components/psu/choice-card';
import type { AvailableAccount } from '@/lib/consents/available-accounts';
import { formatIban } from '@/lib/psu/format-account';

type AccountChoicesProps = {
  accounts: AvailableAccount[];
  legend: string;
  cardLabel: string;
  /** "Select all accounts" reloads the page with every box ticked, so it needs no JavaScript. */
  isAllChecked: boolean;
  /** D30: the choice ids ticked before the language switch. */
  draftChecked?: readonly string[];
  toggle: { href: string; label: string };
  errorId?: string;
};

/** The accounts and card accounts of the context, each with a checkbox; none is ticked for the PSU unless they ask. */
export function AccountChoices(props: AccountChoicesProps) {
  const { accounts, legend, cardLabel, isAllChecked, draftChecked = [], toggle, errorId } = props;
  return (
    <ChoiceFieldset
      type="checkbox"
      name="account"
      legend={legend}
      errorId={errorId}
      choices={accounts.map((account) => ({
        value: account.choiceId,
        defaultChecked: isAllChecked || draftChecked.includes(account.choiceId),
        title: account.name,
        detail: (
          <>
            {account.kind === 'card' ? `${cardLabel} ${account.maskedPan}` : formatIban(account.iban ?? '')} ·{' '}
            {account.currency}
          </>
        ),
      }))}
    >
      {accounts.length > 1 && (
        <a
          href={toggle.href}
          className="mt-2 inline-flex min-h-11 items-center font-medium text-bank-700 underline underline-offset-2"
        >
          {toggle.label}
        </a>
      )}
    </ChoiceFieldset>
  );
}
