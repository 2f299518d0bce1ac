import { ButtonRow, CancelButton, CsrfField, PrimaryButton } from '@/components/psu/form-parts';
import type { CorporateAgreement } from '@/lib/psu/corporate-agreements';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { ScaFlow } from '@/lib/sca/sca-flow';

const radio = 'mt-1 h-5 w-5 shrink-0 accent-bank-600';
const choice =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-bank-600 has-checked:bg-bank-50';

export type ContextFormProps = {
  messages: Messages;
  csrfToken: string;
  agreements: CorporateAgreement[];
  selected: ScaFlow['context'];
  selectedAgreement?: string | null;
  errorId?: string;
};

/** Spec 10: the PSU picks PRIVATE or CORPORATE, and the company when there are several (radios, no script needed). */
export function ContextForm(props: ContextFormProps) {
  const { messages, agreements } = props;
  const onlyCompany = agreements.length === 1 ? agreements[0]?.companyName : undefined;
  return (
    <form method="post" action="/sca/actions/context">
      <CsrfField token={props.csrfToken} />
      <fieldset aria-describedby={props.errorId}>
        <legend className="text-base font-semibold">{messages.context.legend}</legend>
        <div className="mt-3 space-y-2">
          <label className={choice}>
            <input
              type="radio"
              name="context"
              value="PRIVATE"
              defaultChecked={props.selected === 'PRIVATE'}
              required
              className={radio}
            />
            <span>
              <span className="block font-medium">{messages.context.private}</span>
              <span className="block text-sm text-slate-600">{messages.context.privateHint}</span>
            </span>
          </label>
          <label className={choice}>
            <input
              type="radio"
              name="context"
              value="CORPORATE"
              defaultChecked={props.selected === 'CORPORATE'}
              className={radio}
            />
            <span>
              <span className="block font-medium">{messages.context.corporate}</span>
              <span className="block text-sm text-slate-600">{onlyCompany ?? messages.context.corporateHint}</span>
            </span>
          </label>
        </div>
      </fieldset>
      {agreements.length > 1 && (
        <fieldset className="mt-6">
          <legend className="text-base font-semibold">{messages.context.companyLegend}</legend>
          <div className="mt-3 space-y-2">
            {agreements.map((agreement) => (
              <label key={agreement.agreementId} className={choice}>
                <input
                  type="radio"
                  name="agreement"
                  value={agreement.agreementId}
                  defaultChecked={agreement.agreementId === props.selectedAgreement}
                  className={radio}
                />
                <span className="font-medium">{agreement.companyName}</span>
              </label>
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
