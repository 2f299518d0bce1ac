import { ButtonRow, CsrfField, PrimaryButton } from '@/components/psu/form-parts';
import { NationalIdentityNumberField } from '@/components/psu/national-identity-number-field';
import { formatTestCustomers } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type MyConsentsSignInProps = {
  language: Language;
  messages: Messages;
  tppName: string;
  csrfToken: string;
  errorId?: string;
};

/**
 * "My consents" sign-in in the sandbox: the national identity number of a customer in the portal session's TPP's world,
 * posted with that portal session's CSRF token (D17).
 */
export function MyConsentsSignIn({ language, messages, tppName, csrfToken, errorId }: MyConsentsSignInProps) {
  return (
    <form method="post" action="/my-consents/actions/sign-in">
      <CsrfField token={csrfToken} />
      <NationalIdentityNumberField
        messages={messages}
        hint={messages.signIn.sandboxHint(tppName, formatTestCustomers(language))}
        errorId={errorId}
      />
      <ButtonRow>
        <PrimaryButton>{messages.continue}</PrimaryButton>
      </ButtonRow>
    </form>
  );
}
