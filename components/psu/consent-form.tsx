import { AccountChoices } from '@/components/psu/account-choices';
import { ConsentTerms } from '@/components/psu/consent-terms';
import { ApproveOrCancel, CsrfField, PageCodeField, scaFormId } from '@/components/psu/form-parts';
import { TppRegistrationCard } from '@/components/psu/tpp-registration-card';
import type { AvailableAccount } from '@/lib/consents/available-accounts';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { TppRegistration } from '@/lib/psu/find-tpp-registration';
import { scaPageUrl } from '@/lib/sca/sca-page-url';

type ConsentFormProps = {
  messages: Messages;
  csrfToken: string;
  /** The SCA the page is for (D17), which its own links name. */
  authorisationId: string;
  pageCode: string;
  tpp: TppRegistration;
  actingAs: string;
  /** The company the PSU acts for (CORPORATE); null when acting as PRIVATE. */
  companyName: string | null;
  accounts: AvailableAccount[];
  isAllChecked: boolean;
  /** D30: the choice ids ticked before the language switch (the session's draft). */
  draftChecked: readonly string[];
  validUntil: string;
  errorId?: string;
};

/** Spec 9: consent gathering during SCA. The PSU sees who asks, ticks at least one account, then Approve or Cancel. */
export function ConsentForm(props: ConsentFormProps) {
  const { messages, tpp } = props;
  const toggle = props.isAllChecked
    ? { href: scaPageUrl(props.authorisationId, '/sca/consent'), label: messages.consent.clearAll }
    : { href: scaPageUrl(props.authorisationId, '/sca/consent', { select: 'all' }), label: messages.consent.selectAll };
  return (
    <form id={scaFormId} method="post" action="/sca/actions/consent">
      <CsrfField token={props.csrfToken} />
      <PageCodeField code={props.pageCode} />
      <TppRegistrationCard messages={messages} tpp={tpp} />
      <p className="mb-4 text-sm font-medium text-slate-700">{props.actingAs}</p>
      {props.accounts.length > 0 ? (
        <AccountChoices
          accounts={props.accounts}
          legend={
            props.companyName
              ? messages.consent.accountsLegendCompany(tpp.name, props.companyName)
              : messages.consent.accountsLegend(tpp.name)
          }
          cardLabel={messages.consent.card}
          isAllChecked={props.isAllChecked}
          draftChecked={props.draftChecked}
          toggle={toggle}
          errorId={props.errorId}
        />
      ) : (
        <p className="text-slate-700">
          {props.companyName ? messages.consent.noAccountsCompany(props.companyName) : messages.consent.noAccounts}
        </p>
      )}
      <ConsentTerms
        messages={messages}
        tppName={tpp.name}
        companyName={props.companyName}
        validUntil={props.validUntil}
      />
      <ApproveOrCancel messages={messages} canApprove={props.accounts.length > 0} />
    </form>
  );
}
