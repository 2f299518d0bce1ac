import { ChoiceCard } from '@/components/psu/choice-card';
import { ButtonRow, CancelButton, CsrfField, PrimaryButton, scaFormId } from '@/components/psu/form-parts';
import type { CorporateAgreement } from '@/lib/psu/corporate-agreements';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { ScaFlow } from '@/lib/sca/sca-flow';

export type ContextFormProps = {
  messages: Messages;
  csrfToken: string;
  agreements: CorporateAgreement[];
  selected: ScaFlow['context'];
  selectedAgreement?: string | null;
  errorId?: string;
};

/**
 * Spec 10: the PSU picks PRIVATE or CORPORATE, and the company when there are several (radios, no script needed); each
 * company with its organisation number (D29).
 */
export function ContextForm(props: ContextFormProps) {
  const { messages, agreements } = props;
  const only = agreements.length === 1 ? agreements[0] : undefined;
  const onlyCompany = only && `${only.companyName}, ${messages.context.organisationNumber(only.organisationNumber)}`;
  return (
    <form id={scaFormId} method="post" action="/sca/actions/context">
      <CsrfField token={props.csrfToken} />
      <fieldset aria-describedby={props.errorId}>
        <legend className="text-base font-semibold">{messages.context.legend}</legend>
        <div className="mt-3 space-y-2">
          <ChoiceCard
            type="radio"
            name="context"
            value="PRIVATE"
            defaultChecked={props.selected === 'PRIVATE'}
            required
            title={messages.context.private}
            detail={messages.context.privateHint}
          />
          <ChoiceCard
            type="radio"
            name="context"
            value="CORPORATE"
            defaultChecked={props.selected === 'CORPORATE'}
            title={messages.context.corporate}
            detail={onlyCompany ?? messages.context.corporateHint}
          />
        </div>
      </fieldset>
      {agreements.length > 1 && (
        <fieldset className="mt-6">
          <legend className="text-base font-semibold">{messages.context.companyLegend}</legend>
          <div className="mt-3 space-y-2">
            {agreements.map((agreement) => (
              <ChoiceCard
                key={agreement.agreementId}
                type="radio"
                name="agreement"
                value={agreement.agreementId}
                defaultChecked={agreement.agreementId === props.selectedAgreement}
                title={agreement.companyName}
                detail={messages.context.organisationNumber(agreement.organisationNumber)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <ButtonRow>
        <PrimaryButton>{messages.continue}</PrimaryButton>
        <CancelButton>{messages.cancel}</CancelButton>
      </ButtonRow>
    </form>
  );
}
