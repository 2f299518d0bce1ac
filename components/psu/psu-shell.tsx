import type { ReactNode } from 'react';
import { NordbankLogo } from '@/components/nordbank-logo';
import { LanguageSwitch } from '@/components/psu/language-switch';
import { PsuFooter } from '@/components/psu/psu-footer';
import { isSandbox } from '@/lib/env';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';
import { psuPagePath } from '@/lib/psu/psu-page-path';

export type PsuShellProps = {
  language: Language;
  messages: Messages;
  children: ReactNode;
  /** D30: the id of the page's SCA form, whose choices the language switch keeps. */
  formId?: string;
};

/**
 * The frame of every PSU page: a skip link to the content, the bank's mark and language switch, one centred card that
 * reads well on a phone, a safety note, and the footer (D30).
 */
export async function PsuShell({ language, messages, children, formId }: PsuShellProps) {
  const returnTo = (await psuPagePath()) ?? '/';
  return (
    <div lang={language} className="min-h-screen bg-slate-100">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-bank-900"
      >
        {messages.skipToContent}
      </a>
      <header className="bg-bank-700 text-white">
        <div className="mx-auto flex max-w-xl flex-wrap items-center gap-3 px-4 py-3">
          <NordbankLogo tone="on-dark" className="h-8 w-8 shrink-0" />
          <span aria-hidden className="text-lg font-semibold tracking-tight">
            {messages.bankName}
          </span>
          <div className="ml-auto flex items-center gap-3">
            {isSandbox && (
              <span className="rounded bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
                {messages.sandboxNote}
              </span>
            )}
            <LanguageSwitch messages={messages} returnTo={returnTo} tone="on-dark" formId={formId} />
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto max-w-xl px-4 py-6 focus:outline-none sm:py-10">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 wrap-break-word sm:p-8">{children}</div>
        <p className="mt-6 text-center text-xs text-slate-600">{messages.secureNote}</p>
      </main>
      <PsuFooter messages={messages} />
    </div>
  );
}
