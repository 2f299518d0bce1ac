import type { ReactNode } from 'react';
import { isSandbox } from '@/lib/env';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';

/** The frame of every PSU page: the bank's header, one centred card that reads well on a phone, a safety note. */
export function PsuShell({ language, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  return (
    <div lang={language} className="min-h-screen bg-slate-100">
      <header className="bg-bank-700 text-white">
        <div className="mx-auto flex max-w-xl items-center gap-3 px-4 py-4">
          <span aria-hidden className="inline-block h-7 w-7 rounded-md bg-white/90 ring-4 ring-bank-600" />
          <span className="text-lg font-semibold tracking-tight">{messages.bankName}</span>
          {isSandbox && <span className="ml-auto rounded bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">{messages.sandboxNote}</span>}
        </div>
      </header>
      <main className="mx-auto max-w-xl px-4 py-6 sm:py-10">
        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">{children}</div>
        <p className="mt-6 text-center text-xs text-slate-600">{messages.secureNote}</p>
      </main>
    </div>
  );
}
