import Link from 'next/link';
import type { ReactNode } from 'react';
import { portalCsrfMetaName } from '@/components/portal/portal-csrf-header';
import { SignOutButton } from '@/components/portal/sign-out-button';
import { LanguageSwitch } from '@/components/psu/language-switch';
import { isSandbox } from '@/lib/env';
import type { PortalMessages } from '@/lib/portal/i18n/messages-en';
import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';

export type PortalShellProps = {
  language: Language;
  messages: PortalMessages;
  csrfToken: string | null;
  /** D30: the page's address when the frame was drawn, where the language switch returns before the page's script runs. */
  returnTo: string;
  children: ReactNode;
};

/**
 * D27: the frame of every portal page, the account pages and the developer tools alike: the header, with the portal's
 * navigation for a signed-in developer, and a main area wide enough for tables that still reads at 390 px. A signed-in
 * page carries the session's CSRF token in a meta tag for the tools' own fetch calls (portalCsrfHeader).
 */
export function PortalShell({ language, messages, csrfToken, returnTo, children }: PortalShellProps) {
  const isSignedIn = csrfToken !== null;
  const { nav } = messages;
  const links = [
    { href: '/portal/certificates', label: nav.certificates },
    { href: '/portal/organisation', label: nav.organisation },
    { href: '/portal/sandbox', label: nav.sandbox },
    { href: '/portal/requests', label: nav.requests },
    { href: '/portal/signature-debugger', label: nav.signatureDebugger },
    { href: '/api-reference', label: nav.apiReference },
    { href: '/getting-started', label: nav.gettingStarted },
    // The TPP's consents and payments, account settings (D27)
    { href: '/portal/consents', label: nav.consents },
    { href: '/portal/payments', label: nav.payments },
    { href: '/portal/account', label: nav.account },
    { href: '/portal/security', label: nav.security },
  ];
  // D27: the public pages a TPP team looks for, on every page of the portal, signed in or not.
  const footerLinks = [
    { href: '/status', label: messages.footer.status },
    { href: '/support', label: messages.footer.support },
    { href: '/changelog', label: messages.footer.changelog },
  ];
  return (
    <div lang={language} className="min-h-screen bg-slate-50">
      {isSignedIn && <meta name={portalCsrfMetaName} content={csrfToken} />}
      <a
        href="#portal-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {messages.skipToContent}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href="/portal" className="flex items-center gap-2 font-semibold text-bank-700">
            <span aria-hidden className="inline-block h-6 w-6 rounded bg-bank-600" />
            {messages.bankName} · {messages.portalName}
          </Link>
          {isSandbox && (
            <span className="rounded bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
              {messages.sandboxNote}
            </span>
          )}
          <div className={isSignedIn ? 'ml-auto md:order-last md:ml-0' : 'ml-auto'}>
            <LanguageSwitch messages={messagesFor(language)} returnTo={returnTo} tone="on-light" followsNavigation />
          </div>
          {isSignedIn && (
            <nav aria-label={nav.label} className="w-full md:ml-auto md:w-auto">
              <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium">
                {links.map((link) => (
                  <li key={link.href}>
                    <Link
                      className="text-slate-800 underline-offset-4 hover:text-bank-700 hover:underline"
                      href={link.href}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <SignOutButton label={nav.signOut} />
                </li>
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id="portal-main" className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <nav aria-label={messages.footer.label} className="mx-auto max-w-5xl px-4 py-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link className="text-slate-800 underline underline-offset-4 hover:text-bank-700" href={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
