import type { ReactNode } from 'react';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { psuPagePath } from '@/lib/psu/psu-page-path';
import { scaHandleOf, scaHandleParameter } from '@/lib/sca/sca-page-url';

export type ErrorAlertProps = { id: string; title: string; children: ReactNode; isFocusedOnLoad?: boolean };

/**
 * D30: an error the PSU must act on, announced to screen readers and focused as the page loads (`autofocus`, no script
 * needed); `isFocusedOnLoad={false}` where the page focuses a field whose description holds the error.
 */
export function ErrorAlert({ id, title, children, isFocusedOnLoad = true }: ErrorAlertProps) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={isFocusedOnLoad ? -1 : undefined}
      autoFocus={isFocusedOnLoad}
      className="mb-5 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      <p className="font-semibold">{title}</p>
      <div className="mt-1 text-sm">{children}</div>
    </div>
  );
}

/** A confirmation announced politely. */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mb-5 rounded-md border-l-4 border-bank-600 bg-bank-50 p-4 text-bank-900">
      {children}
    </p>
  );
}

/** D30: the id of an SCA page's form whose choices the language switch keeps (LanguageSwitch's `formId`). */
export const scaFormId = 'sca-form';

/**
 * The session-bound CSRF token every PSU form carries, and on an SCA page its handle (D29: a post after the session
 * ended still names the SCA, so "Your session has ended" offers the way back).
 */
export async function CsrfField({ token }: { token: string }) {
  const sca = scaHandleOf(await psuPagePath());
  return (
    <>
      <input type="hidden" name="csrfToken" value={token} />
      {sca && <input type="hidden" name={scaHandleParameter} value={sca} />}
    </>
  );
}

/** D29: the code of the context a decision page was shown for (decisionPageCode). */
export function PageCodeField({ code }: { code: string }) {
  return <input type="hidden" name="pageCode" value={code} />;
}

const buttonBase = 'inline-flex min-h-12 items-center justify-center rounded-md px-6 py-3 text-base font-semibold';

export type PrimaryButtonProps = { children: ReactNode; name?: string; value?: string };

/** Submit buttons; the first in a form is the one Enter presses. */
export function PrimaryButton({ children, name, value }: PrimaryButtonProps) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={`${buttonBase} bg-bank-600 text-white hover:bg-bank-700`}
    >
      {children}
    </button>
  );
}

/** Cancel posts the same form to the cancel action and skips the form's validation. */
export function CancelButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="submit"
      formAction="/sca/actions/cancel"
      formNoValidate
      className={`${buttonBase} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`}
    >
      {children}
    </button>
  );
}

/** A submit button for a decision the PSU cannot take back, such as revoking a consent. */
export function DangerButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className={`${buttonBase} bg-red-700 text-white hover:bg-red-800`}>
      {children}
    </button>
  );
}

/** A link drawn as a secondary button: a way back that decides nothing. */
export function SecondaryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={`${buttonBase} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`}>
      {children}
    </a>
  );
}

export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>;
}

/** A decision's Approve, shown only when there is something to approve, and its Cancel. */
export function ApproveOrCancel({ messages, canApprove = true }: { messages: Messages; canApprove?: boolean }) {
  return (
    <ButtonRow>
      {canApprove && <PrimaryButton>{messages.approve}</PrimaryButton>}
      <CancelButton>{messages.cancel}</CancelButton>
    </ButtonRow>
  );
}
