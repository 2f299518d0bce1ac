import { ButtonRow, PrimaryButton } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

const input = 'mt-2 block w-full rounded-md border border-slate-400 px-3 py-3 text-lg';

/** "My consents" sign-in: the national identity number and, in the sandbox, whose sandbox world (D4). */
export function MyConsentsSignIn({ messages, isSandbox, provider, errorId }: { messages: Messages; isSandbox: boolean; provider: string; errorId?: string }) {
  const describedBy = (hintId: string) => [hintId, errorId].filter(Boolean).join(' ');
  return (
    <form method="post" action="/my-consents/actions/sign-in">
      <label htmlFor="national-identity-number" className="block font-semibold">
        {messages.signIn.numberLabel}
      </label>
      <p id="number-hint" className="mt-1 text-sm text-slate-600">
        {messages.signIn.numberHint}
      </p>
      <input id="national-identity-number" name="nationalIdentityNumber" inputMode="numeric" autoComplete="off" maxLength={20} required autoFocus aria-describedby={describedBy('number-hint')} aria-invalid={errorId ? true : undefined} className={input} />
      {isSandbox && (
        <div className="mt-5">
          <label htmlFor="provider" className="block font-semibold">
            {messages.myConsents.providerLabel}
          </label>
          <p id="provider-hint" className="mt-1 text-sm text-slate-600">
            {messages.myConsents.providerHint}
          </p>
          <input id="provider" name="provider" defaultValue={provider} autoComplete="off" maxLength={64} required aria-describedby={describedBy('provider-hint')} className={input} />
        </div>
      )}
      <ButtonRow>
        <PrimaryButton>{messages.continue}</PrimaryButton>
      </ButtonRow>
    </form>
  );
}
