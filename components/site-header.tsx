import Link from 'next/link';
import type { ReactNode } from 'react';
import { NordbankLogo } from '@/components/nordbank-logo';
import { messagesFor } from '@/lib/psu/i18n/messages';
import type { Language } from '@/lib/psu/i18n/pick-language';

/** The site's header: the bank's mark, the main links in the page's language, and room for the language switch. */
export function SiteHeader({ language = 'en', children }: { language?: Language; children?: ReactNode }) {
  const words = messagesFor(language).home;
  const links = [
    { href: '/api-reference', label: words.apiReference },
    { href: '/portal', label: words.portal },
    { href: '/openapi.json', label: words.openApiShort, isFile: true },
    { href: '/my-consents', label: words.myConsentsShort },
  ];
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label={words.mainNavigation}
        className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-4"
      >
        <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-bank-700">
          <NordbankLogo tone="on-light" className="h-7 w-7 shrink-0" />
          <span>Open Banking</span>
        </Link>
        <ul className="flex flex-wrap items-center gap-5 text-sm font-medium">
          {links.map((link) => {
            // The OpenAPI document is a file, not a page: a plain link, without client-side navigation.
            const Anchor = link.isFile ? 'a' : Link;
            return (
              <li key={link.href}>
                <Anchor className="hover:text-bank-600" href={link.href}>
                  {link.label}
                </Anchor>
              </li>
            );
          })}
          {children && <li>{children}</li>}
        </ul>
      </nav>
    </header>
  );
}
