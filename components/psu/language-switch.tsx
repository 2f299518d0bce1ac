import type { Messages } from '@/lib/psu/i18n/messages-en';
import { safeReturnPath } from '@/lib/psu/safe-return-path';

export type LanguageSwitchProps = { messages: Messages; returnTo: string; tone: 'on-dark' | 'on-light' };

/**
 * D30: one button offering the other language, named in that language. A plain form, so it works without JavaScript:
 * `/language` remembers the choice and sends the browser back to this same page, where the flow's state lives on.
 */
export function LanguageSwitch({ messages, returnTo, tone }: LanguageSwitchProps) {
  const other = messages.trust.otherLanguage;
  const colours =
    tone === 'on-dark'
      ? 'border-white/70 text-white hover:bg-white/10'
      : 'border-bank-600 text-bank-700 hover:bg-bank-50';
  return (
    <form method="post" action="/language">
      <input type="hidden" name="returnTo" value={safeReturnPath(returnTo)} />
      <button
        type="submit"
        name="language"
        value={other.code}
        className={`inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-semibold ${colours}`}
      >
        <span className="sr-only">{messages.trust.languageLabel}: </span>
        <span lang={other.code}>{other.name}</span>
      </button>
    </form>
  );
}
