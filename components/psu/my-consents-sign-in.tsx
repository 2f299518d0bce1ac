import { ButtonRow, PrimaryButton } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

/** "My consents" sign-in in the sandbox: the national identity number of a customer in the portal session's TPP's world (D4). */
export function MyConsentsSignIn({ messages, tppName, errorId }: { messages: Messages; tppName: string; errorId?: string }) {
  return (
    <form method="post" action="/my-consents/actions/sign-in">
      <label htmlFor="national-identity-number" className="block font-semibold">
        {messages.signIn.numberLabel}
      </label>
      <p id="number-hint" className="mt-1 text-sm text-slate-600">
        {messages.signIn.numberHint} · {messages.myConsents.sandboxHint(tppName)}
      </p>
      <input
        id="national-identity-number"
        name="nationalIdentityNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
        autoFocus
        aria-describedby={['number-hint', errorId].filter(Boolean).join(' ')}
        aria-invalid={errorId ? true : undefined}
        className="mt-2 block w-full rounded-md border border-slate-400 px-3 py-3 text-lg"
      />
      <ButtonRow>
        <PrimaryButton>{messages.continue}</PrimaryButton>
      </ButtonRow>
    </form>
  );
}
