import type { ReactNode } from 'react';
import { PageHeading } from '@/components/psu/page-heading';
import type { Messages } from '@/lib/psu/i18n/messages-en';

/**
 * Spec 7: with TPP-Redirect-Preferred: false the PSU approves in the bank's mobile app. The sandbox simulates the
 * app's approval screen on the page; what the TPP sees afterwards is the same as for the web form.
 */
export type MobileAppFrameProps = { messages: Messages; isHeadingFocused: boolean; children: ReactNode };

export function MobileAppFrame({ messages, isHeadingFocused, children }: MobileAppFrameProps) {
  return (
    <>
      <PageHeading isFocusedOnLoad={isHeadingFocused}>{messages.app.heading}</PageHeading>
      <p className="mt-2 text-slate-700">{messages.app.intro}</p>
      <p className="mt-1 text-sm text-slate-600">{messages.app.sandboxNote}</p>
      <section
        aria-label={messages.app.simulated}
        className="mx-auto mt-6 max-w-sm rounded-[2rem] border-8 border-slate-800 bg-white p-5 shadow-lg"
      >
        <p className="mb-4 text-center text-sm font-semibold text-bank-700">{messages.app.simulated}</p>
        {children}
      </section>
    </>
  );
}
