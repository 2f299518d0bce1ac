import Link from 'next/link';
import { NordbankLogo } from '@/components/nordbank-logo';
import { LanguageSwitch } from '@/components/psu/language-switch';
import { browserLanguage } from '@/lib/psu/browser-language';
import { psuPagePath } from '@/lib/psu/psu-page-path';

/** The site's header: the bank's mark, the main links and the language switch, in the page's language (D30). */
export async function SiteHeader() {
  const { messages } = await browserLanguage();
  const words = messages.home;
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
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium">
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
          <li>
            <LanguageSwitch
              messages={messages}
              returnTo={(await psuPagePath()) ?? '/'}
              tone="on-light"
              followsNavigation
            />
          </li>
        </ul>
      </nav>
    </header>
  );
}
