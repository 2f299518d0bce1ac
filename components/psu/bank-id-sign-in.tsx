import { ButtonRow, CancelButton, CsrfField, ErrorAlert } from '@/components/psu/form-parts';
import type { Messages } from '@/lib/psu/i18n/messages-en';

export type BankIdSignInProps = { messages: Messages; href: string; isAvailable: boolean; csrfToken?: string };

/**
 * D32: production's sign-in, a link to the bank's identity provider (BankID). Without a configured provider the page
 * says sign-in is unavailable and offers nothing to type: it fails closed. In an SCA the PSU may also cancel here.
 */
export function BankIdSignIn({ messages, href, isAvailable, csrfToken }: BankIdSignInProps) {
  const cancel = csrfToken && (
    <form method="post" action="/sca/actions/cancel">
      <CsrfField token={csrfToken} />
      <CancelButton>{messages.cancel}</CancelButton>
    </form>
  );
  if (!isAvailable) {
    return (
      <>
        <ErrorAlert id="sign-in-unavailable" title={messages.bankId.unavailableTitle}>
          {messages.bankId.unavailable}
        </ErrorAlert>
        {cancel}
      </>
    );
  }
  return (
    <>
      <p className="text-slate-700">{messages.bankId.intro}</p>
      <ButtonRow>
        <a
          href={href}
          id="bank-id-sign-in"
          className="inline-flex min-h-12 items-center justify-center rounded-md bg-bank-600 px-6 py-3 text-base font-semibold text-white hover:bg-bank-700"
        >
          {messages.bankId.button}
        </a>
        {cancel}
      </ButtonRow>
    </>
  );
}
