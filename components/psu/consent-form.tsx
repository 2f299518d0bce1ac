import { AccountChoices } from '@/components/psu/account-choices';
import { ConsentTerms } from '@/components/psu/consent-terms';
import { ButtonRow, CancelButton, CsrfField, PrimaryButton } from '@/components/psu/form-parts';
import type { AvailableAccount } from '@/lib/consents/available-accounts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

type ConsentFormProps = {
  messages: Messages;
  csrfToken: string;
  tppName: string;
  actingAs: string;
  accounts: AvailableAccount[];
  validUntil: string;
  myConsentsHref: string;
  errorId?: string;
};

/** Spec 9: consent gathering during SCA. The PSU ticks at least one account, then Approve or Cancel. */
export function ConsentForm(props: ConsentFormProps) {
  const { messages } = props;
  return (
    <form method="post" action="/sca/actions/consent">
      <CsrfField token={props.csrfToken} />
      <p className="mb-4 text-sm font-medium text-slate-700">{props.actingAs}</p>
      {props.accounts.length > 0 ? (
        <AccountChoices accounts={props.accounts} legend={messages.consent.accountsLegend(props.tppName)} cardLabel={messages.consent.card} errorId={props.errorId} />
      ) : (
        <p className="text-slate-700">{messages.consent.noAccounts}</p>
      )}
      <ConsentTerms messages={messages} tppName={props.tppName} validUntil={props.validUntil} myConsentsHref={props.myConsentsHref} />
      <ButtonRow>
        {props.accounts.length > 0 && <PrimaryButton>{messages.approve}</PrimaryButton>}
        <CancelButton>{messages.cancel}</CancelButton>
      </ButtonRow>
    </form>
  );
}
