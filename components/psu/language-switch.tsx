import { Suspense } from 'react';
import { CurrentPathInput } from '@/components/current-path-input';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import { safeReturnPath } from '@/lib/psu/safe-return-path';

export type LanguageSwitchProps = {
  messages: Messages;
  returnTo: string;
  tone: 'on-dark' | 'on-light';
  /** D30: the id of the page's SCA form, whose choices the switch keeps (a button of it, to /sca/actions/language). */
  formId?: string;
  /** D30: the frame stays while the visitor navigates (the portal, the site's header): return to the address shown. */
  followsNavigation?: boolean;
};

/**
 * D30: one button offering the other language, named in that language. A plain form, so it works without JavaScript:
 * `/language` remembers the choice and sends the browser back to this same page, where the flow's state lives on.
 */
export function LanguageSwitch({ messages, returnTo, tone, formId, followsNavigation }: LanguageSwitchProps) {
  const other = messages.trust.otherLanguage;
  const colours =
    tone === 'on-dark'
      ? 'border-white/70 text-white hover:bg-white/10'
      : 'border-bank-600 text-bank-700 hover:bg-bank-50';
  const label = (
    <>
      <span className="sr-only">{messages.trust.languageLabel}: </span>
      <span lang={other.code}>{other.name}</span>
    </>
  );
  const className = `inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold ${colours}`;
  // A button of the page's form that comes first in the document is the one Enter presses (the form's default button):
  // the hidden one before the switch keeps Enter on the form's own action (Approve, Continue), not on the switch.
  if (formId)
    return (
      <>
        <button type="submit" form={formId} hidden tabIndex={-1} aria-hidden="true">
          {messages.continue}
        </button>
        <button
          type="submit"
          form={formId}
          formAction={`/sca/actions/language?${new URLSearchParams({ returnTo: safeReturnPath(returnTo) })}`}
          formNoValidate
          name="language"
          value={other.code}
          className={className}
        >
          {label}
        </button>
      </>
    );
  return (
    <form method="post" action="/language">
      {followsNavigation ? (
        <Suspense fallback={<input type="hidden" name="returnTo" value={safeReturnPath(returnTo)} />}>
          <CurrentPathInput name="returnTo" fallback={safeReturnPath(returnTo)} />
        </Suspense>
      ) : (
        <input type="hidden" name="returnTo" value={safeReturnPath(returnTo)} />
      )}
      <button type="submit" name="language" value={other.code} className={className}>
        {label}
      </button>
    </form>
  );
}
