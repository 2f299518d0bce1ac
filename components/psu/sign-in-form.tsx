import { ButtonRow, CancelButton, CsrfField, PrimaryButton } from '@/components/psu/form-parts';
import { NationalIdentityNumberField } from '@/components/psu/national-identity-number-field';
import type { Messages } from '@/lib/psu/i18n/messages-en';

export type SignInFormProps = {
  messages: Messages;
  csrfToken: string;
  errorId?: string;
  hint?: string;
  typed?: string;
};

/**
 * The sandbox's simplified SCA: one labelled field for the national identity number (spec 6); D29: `typed` refills it
 * after a refusal.
 */
export function SignInForm({ messages, csrfToken, errorId, hint, typed }: SignInFormProps) {
  return (
    <form method="post" action="/sca/actions/sign-in">
      <CsrfField token={csrfToken} />
      <NationalIdentityNumberField messages={messages} hint={hint} errorId={errorId} typed={typed} />
      <ButtonRow>
        <PrimaryButton>{messages.continue}</PrimaryButton>
        <CancelButton>{messages.cancel}</CancelButton>
      </ButtonRow>
    </form>
  );
}
