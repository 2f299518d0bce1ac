import { ButtonRow, CancelButton, CsrfField, PrimaryButton } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

/** The sandbox's simplified SCA: one labelled field for the national identity number (spec 6); D29: `typed` refills it after a refusal. */
export function SignInForm({ messages, csrfToken, errorId, hint, typed }: { messages: Messages; csrfToken: string; errorId?: string; hint?: string; typed?: string }) {
  return (
    <form method="post" action="/sca/actions/sign-in">
      <CsrfField token={csrfToken} />
      <label htmlFor="national-identity-number" className="block font-semibold">
        {messages.signIn.numberLabel}
      </label>
      <p id="national-identity-number-hint" className="mt-1 text-sm text-slate-600">
        {messages.signIn.numberHint}
        {hint ? ` · ${hint}` : ''}
      </p>
      <input
        id="national-identity-number"
        name="nationalIdentityNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        defaultValue={typed}
        required
        autoFocus
        aria-invalid={errorId ? true : undefined}
        aria-describedby={['national-identity-number-hint', errorId].filter(Boolean).join(' ')}
        className="mt-2 block w-full rounded-md border border-slate-400 px-3 py-3 text-lg tracking-wider"
      />
      <ButtonRow>
        <PrimaryButton>{messages.continue}</PrimaryButton>
        <CancelButton>{messages.cancel}</CancelButton>
      </ButtonRow>
    </form>
  );
}
