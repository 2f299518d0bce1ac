import type { Messages } from '@/lib/psu/i18n/messages-en';

export type NationalIdentityNumberFieldProps = {
  messages: Messages;
  hint?: string | undefined;
  errorId?: string | undefined;
  typed?: string | undefined;
};

/**
 * The sandbox's sign-in field (spec 6): the national identity number, labelled, with its hint (and `hint` after it) and
 * the error it refers to; `typed` refills it after a refusal (D29). Shared by the SCA sign-in and "My consents".
 */
export function NationalIdentityNumberField({ messages, hint, errorId, typed }: NationalIdentityNumberFieldProps) {
  return (
    <>
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
    </>
  );
}
